import { breakpoints } from '../../theme/tokens';
import * as css from './AdCard.css';

/**
 * How wide a card's picture is shown in the lists' grid: one column on a phone, two from md,
 * three from lg on a page at most 1200 px wide (about 380 px each).
 */
export const CARD_IMAGE_SIZES = `(min-width: ${breakpoints.lg}px) 380px, (min-width: ${breakpoints.md}px) 50vw, 100vw`;

export interface CardMediaProps {
  /** The thumbnail URL (the app builds it); a placeholder picture shows without one. */
  imageUrl?: string | null;
  /**
   * Wider copies of the picture ("url 400w, url 800w"), so a 2x screen is sharp while a phone
   * takes no more than it shows; `imageUrl` alone without it.
   */
  imageSrcSet?: string;
  /** The picture's shown width for `imageSrcSet`; the lists' grid (CARD_IMAGE_SIZES) by default. */
  imageSizes?: string;
  /** Empty by default: the card's title right below already names the picture. */
  imageAlt?: string;
  /**
   * The first cards of a list: the picture loads at once and first (it is usually the page's
   * largest paint), not when it scrolls near the viewport.
   */
  priority?: boolean;
}

/** spec §2: the card's thumbnail, or a placeholder picture when the ad has none. */
export function CardMedia({
  imageUrl,
  imageSrcSet,
  imageSizes = CARD_IMAGE_SIZES,
  imageAlt = '',
  priority = false,
}: CardMediaProps) {
  return (
    <div className={css.media}>
      {imageUrl ? (
        <img
          className={css.image}
          src={imageUrl}
          srcSet={imageSrcSet}
          sizes={imageSrcSet ? imageSizes : undefined}
          alt={imageAlt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <div className={css.placeholder}>
          <svg width="56" height="56" viewBox="0 0 56 56" fill="none" aria-hidden="true">
            <rect
              x="6"
              y="10"
              width="44"
              height="36"
              rx="4"
              stroke="currentColor"
              strokeWidth="3"
            />
            <circle cx="20" cy="22" r="4" fill="currentColor" />
            <path d="M8 42l14-14 10 10 6-6 12 12" stroke="currentColor" strokeWidth="3" />
          </svg>
        </div>
      )}
    </div>
  );
}
