import type { GalleryImage } from './types';

/**
 * The `srcset` of a picture: the 400 px thumbnail, the 800 and 1600 px copies and the full image
 * (when its width is known), so the browser picks what the layout and the screen's density need.
 */
export function srcSetOf(image: GalleryImage): string | undefined {
  if (image.srcSet !== undefined) return image.srcSet || undefined;
  const candidates: string[] = [`${image.src} 400w`];
  if (image.mediumSrc) candidates.push(`${image.mediumSrc} 800w`);
  if (image.largeSrc) candidates.push(`${image.largeSrc} 1600w`);
  if (image.fullSrc && image.width && (!image.largeSrc || image.width > 1600)) {
    candidates.push(`${image.fullSrc} ${image.width}w`);
  }
  return candidates.length > 1 ? candidates.join(', ') : undefined;
}

/** The best single source when `srcset` is not used: large copy, else full, else thumbnail. */
export const bestSrcOf = (image: GalleryImage): string =>
  image.largeSrc ?? image.fullSrc ?? image.src;
