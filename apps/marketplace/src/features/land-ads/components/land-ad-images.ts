import { landImageUrl, landThumbnailUrl, type AdImage } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import type { GalleryImage } from '@marketplace/ui';

// TODO(H1b): switch to the large-variant URL and srcset helpers of
// @marketplace/api-client/image-urls once merged. The 1600 px copy is served beside the full image
// (same path), so its URL is built like the full one.
const landLargeUrl = (image: AdImage) =>
  image.large_filename ? landImageUrl(image.large_filename) : undefined;

/** The ad's pictures in gallery order, with their 400 px, 1600 px and full sources and sizes. */
export function landGalleryImages(title: string, images: readonly AdImage[]): GalleryImage[] {
  return [...images]
    .sort((a, b) => a.order_index - b.order_index)
    .map((image, index) => ({
      id: image.id,
      src: landThumbnailUrl(image.thumbnail_filename),
      largeSrc: landLargeUrl(image),
      fullSrc: landImageUrl(image.filename),
      width: image.width,
      height: image.height,
      alt: texts.ads.imageAlt(title, index + 1),
    }));
}
