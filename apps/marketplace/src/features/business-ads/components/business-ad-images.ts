import {
  businessImageUrl,
  businessLargeImageUrl,
  businessThumbnailUrl,
  type AdImage,
} from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import type { GalleryImage } from '@marketplace/ui';

/** The ad's pictures in gallery order, with their 400 px, 1600 px and full sources and sizes. */
export function businessGalleryImages(title: string, images: readonly AdImage[]): GalleryImage[] {
  return [...images]
    .sort((a, b) => a.order_index - b.order_index)
    .map((image, index) => ({
      id: image.id,
      src: businessThumbnailUrl(image.thumbnail_filename),
      mediumSrc: image.medium_filename ? businessLargeImageUrl(image.medium_filename) : undefined,
      largeSrc: image.large_filename ? businessLargeImageUrl(image.large_filename) : undefined,
      fullSrc: businessImageUrl(image.filename),
      width: image.width,
      height: image.height,
      alt: texts.ads.imageAlt(title, index + 1),
    }));
}
