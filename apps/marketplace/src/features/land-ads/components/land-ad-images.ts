import {
  landImageUrl,
  landLargeImageUrl,
  landThumbnailUrl,
  type AdImage,
} from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import type { GalleryImage } from '@marketplace/ui';

/** The ad's pictures in gallery order, with their 400 px, 1600 px and full sources and sizes. */
export function landGalleryImages(title: string, images: readonly AdImage[]): GalleryImage[] {
  return [...images]
    .sort((a, b) => a.order_index - b.order_index)
    .map((image, index) => ({
      id: image.id,
      src: landThumbnailUrl(image.thumbnail_filename),
      mediumSrc: image.medium_filename ? landLargeImageUrl(image.medium_filename) : undefined,
      largeSrc: image.large_filename ? landLargeImageUrl(image.large_filename) : undefined,
      fullSrc: landImageUrl(image.filename),
      width: image.width,
      height: image.height,
      alt: texts.ads.imageAlt(title, index + 1),
    }));
}
