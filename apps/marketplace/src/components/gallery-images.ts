import {
  adImageSrcSet,
  businessImageUrl,
  businessLargeImageUrl,
  businessThumbnailUrl,
  landImageUrl,
  landLargeImageUrl,
  landThumbnailUrl,
  type AdImage,
} from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import type { GalleryImage } from '@marketplace/ui';

// Land images are served under /api/ads/uploads, business ones under /uploads (spec §7); the
// 800 and 1600 px copies beside the full image.
const URLS = {
  land: { full: landImageUrl, copy: landLargeImageUrl, thumbnail: landThumbnailUrl },
  business: {
    full: businessImageUrl,
    copy: businessLargeImageUrl,
    thumbnail: businessThumbnailUrl,
  },
} as const;

/** An ad's pictures in gallery order, with their 400, 800 and 1600 px and full sources and sizes. */
export function adGalleryImages(
  kind: keyof typeof URLS,
  title: string,
  images: readonly AdImage[],
): GalleryImage[] {
  const urls = URLS[kind];
  return [...images]
    .sort((a, b) => a.order_index - b.order_index)
    .map((image, index) => ({
      id: image.id,
      src: urls.thumbnail(image.thumbnail_filename),
      mediumSrc: image.medium_filename ? urls.copy(image.medium_filename) : undefined,
      largeSrc: image.large_filename ? urls.copy(image.large_filename) : undefined,
      fullSrc: urls.full(image.filename),
      // The main photo's candidates (400, 800 and 1600 px copies), in the server's HTML too.
      srcSet: adImageSrcSet(kind, image) ?? '',
      width: image.width,
      height: image.height,
      alt: texts.ads.imageAlt(title, index + 1),
    }));
}
