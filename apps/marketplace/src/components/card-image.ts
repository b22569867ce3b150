import {
  businessThumbnailUrl,
  cardImageSrcSet,
  landThumbnailUrl,
  type AdImage,
  type AdImageKind,
} from '@marketplace/api-client';

const THUMBNAIL_URL = { land: landThumbnailUrl, business: businessThumbnailUrl } as const;

/**
 * A card's picture: the first image's 400 px thumbnail, and its 800 px copy for wider and sharper
 * screens. Spread into a card (`{...cardImage('land', ad)}`); no thumbnail means the placeholder.
 */
export function cardImage(
  kind: AdImageKind,
  ad: { thumbnail: string | null; images: readonly AdImage[] },
): { imageUrl: string | null; imageSrcSet?: string } {
  if (!ad.thumbnail) return { imageUrl: null };
  const first = ad.images[0];
  return {
    imageUrl: THUMBNAIL_URL[kind](ad.thumbnail),
    imageSrcSet: first ? cardImageSrcSet(kind, first) : undefined,
  };
}
