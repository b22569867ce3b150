import {
  adThumbnailUrl,
  cardImageSrcSet,
  type AdImage,
  type AdImageKind,
} from '@marketplace/api-client';

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
    imageUrl: adThumbnailUrl(kind, ad.thumbnail),
    imageSrcSet: first ? cardImageSrcSet(kind, first) : undefined,
  };
}
