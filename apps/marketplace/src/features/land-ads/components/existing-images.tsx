import { landThumbnailUrl, type AdImage } from '@marketplace/api-client';
import { Button } from '@marketplace/ui';
import * as css from './my-ads.css';

/** spec §2 (edit land ad): the stored images, each deletable on its own. */
export function ExistingImages({
  images,
  deletingId,
  onDelete,
}: {
  images: readonly AdImage[];
  deletingId: number | null;
  onDelete: (image: AdImage) => void;
}) {
  if (images.length === 0) return null;
  return (
    <fieldset className={css.imagesFieldset}>
      <legend>Postojeće slike</legend>
      <ul className={css.images}>
        {images.map((image, index) => (
          <li key={image.id} className={css.imageItem}>
            <img
              className={css.thumbnail}
              src={landThumbnailUrl(image.thumbnail_filename)}
              alt={`Slika ${index + 1}`}
            />
            <Button
              variant="danger"
              size="sm"
              loading={deletingId === image.id}
              disabled={deletingId !== null}
              onClick={() => onDelete(image)}
            >
              Obriši sliku {index + 1}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
