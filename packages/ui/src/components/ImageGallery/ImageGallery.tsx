import { useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { photoSize, texts } from '@marketplace/domain';
import { EmptyState } from '../../primitives/EmptyState';
import { uiTexts } from '../../texts';
import { GalleryViewer } from './GalleryViewer';
import { bestSrcOf, srcSetOf } from './imageSources';
import type { GalleryImage } from './types';
import * as css from './ImageGallery.css';

export type { GalleryImage } from './types';

export const IMAGE_GALLERY_LAYOUTS = ['grid', 'main'] as const;

export interface ImageGalleryProps extends HTMLAttributes<HTMLElement> {
  images: readonly GalleryImage[];
  /**
   * `grid` (spec §9): the 3-column, 164 px grid, each picture opening the viewer. `main`: a large
   * main photo (opening the viewer) above that grid, whose pictures become the main photo.
   */
  layout?: (typeof IMAGE_GALLERY_LAYOUTS)[number];
  /** `sizes` of the main photo: how wide the layout shows it (e.g. '(min-width: 1024px) 60vw, 100vw'). */
  mainSizes?: string;
  /** Accessible name of a button opening the viewer, e.g. 'Otvori sliku 2 od 5'. */
  openLabel?: (position: number, total: number) => string;
  /** Accessible name of a thumbnail that shows its picture as the main photo (layout `main`). */
  showLabel?: (position: number, total: number) => string;
  /** Position in the viewer, e.g. 'Slika 2 od 5'. */
  counterLabel?: (position: number, total: number) => string;
  /** spec §2: the full-size dialog's button. */
  closeLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Name of the thumbnail list in layout `main`. */
  thumbnailsLabel?: string;
  /** The empty state's text when there are no images. */
  emptyText?: string;
  /** Replaces the whole empty state (e.g. nothing at all: `empty={null}`). */
  empty?: ReactNode;
  /** Index of the picture open at first (stories, deep links). */
  defaultOpenIndex?: number | null;
  onOpenIndexChange?: (index: number | null) => void;
}

function NoImages({ className, text }: { className?: string; text: string }) {
  return (
    <EmptyState
      className={className}
      titleAs="p"
      title={text}
      icon={
        <svg width="40" height="40" viewBox="0 0 40 40" fill="none">
          <rect x="4" y="7" width="32" height="26" rx="3" stroke="currentColor" strokeWidth="2.5" />
          <circle cx="14" cy="16" r="3" fill="currentColor" />
          <path d="M6 30l10-10 7 7 4-4 8 8" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      }
    />
  );
}

/**
 * spec §2/§9: a 3-column gallery with a full-size viewer (previous/next, arrow keys, swipe). With
 * layout `main` a large main photo leads: it is the page's largest picture, so it loads first
 * (`fetchpriority="high"`), sized from the image's dimensions (no layout shift) and from a
 * `srcset`, so a phone takes the 400 px or 1600 px copy rather than the full image.
 */
export function ImageGallery({
  images,
  layout = 'grid',
  mainSizes = '(min-width: 1024px) 720px, 100vw',
  openLabel = (position, total) => `Otvori sliku ${position} od ${total}`,
  showLabel = uiTexts.adPage.showImage,
  counterLabel = uiTexts.adPage.position,
  closeLabel = texts.businessDetail.close,
  previousLabel = uiTexts.adPage.previous,
  nextLabel = uiTexts.adPage.next,
  thumbnailsLabel = uiTexts.adPage.thumbnails,
  emptyText = uiTexts.imageGallery.empty,
  empty,
  defaultOpenIndex = null,
  onOpenIndexChange,
  className,
  ...props
}: ImageGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const [selected, setSelected] = useState(defaultOpenIndex ?? 0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const mainButton = useRef<HTMLButtonElement | null>(null);
  const lastOpened = useRef<number>(defaultOpenIndex ?? 0);
  const opener = useRef<HTMLElement | null>(null);

  const show = (index: number | null) => {
    if (index !== null) {
      lastOpened.current = index;
      // The main photo follows the viewer, so closing it leaves the last picture seen in front.
      setSelected(index);
    }
    setOpenIndex(index);
    onOpenIndexChange?.(index);
  };
  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    show(index);
  };
  const returnFocus = () => {
    const target =
      opener.current ??
      (layout === 'main' ? mainButton.current : thumbs.current[lastOpened.current]);
    target?.focus();
  };

  if (images.length === 0) {
    if (empty !== undefined) return <>{empty}</>;
    return <NoImages className={className} text={emptyText} />;
  }

  const total = images.length;
  const main = images[Math.min(selected, total - 1)]!;
  const mainIndex = Math.min(selected, total - 1);
  const mainDimensions = photoSize(main);
  const strip = layout === 'grid' || total > 1;

  return (
    <div className={clsx(css.root, className)} {...props}>
      {layout === 'main' ? (
        <button
          ref={mainButton}
          type="button"
          className={css.mainButton}
          style={{ aspectRatio: `${mainDimensions.width} / ${mainDimensions.height}` }}
          aria-label={openLabel(mainIndex + 1, total)}
          aria-haspopup="dialog"
          onClick={(event) => open(mainIndex, event.currentTarget)}
        >
          <img
            className={css.mainImage}
            src={bestSrcOf(main)}
            srcSet={srcSetOf(main)}
            sizes={mainSizes}
            {...mainDimensions}
            alt={main.alt}
            fetchPriority="high"
          />
        </button>
      ) : null}
      {strip ? (
        <ul className={css.grid} aria-label={layout === 'main' ? thumbnailsLabel : undefined}>
          {images.map((image, index) => (
            <li key={image.id ?? index} className={css.item}>
              <button
                ref={(node) => {
                  thumbs.current[index] = node;
                }}
                type="button"
                className={css.thumbButton}
                {...(layout === 'main'
                  ? {
                      'aria-label': showLabel(index + 1, total),
                      'aria-pressed': index === mainIndex,
                      onClick: () => setSelected(index),
                    }
                  : {
                      'aria-label': openLabel(index + 1, total),
                      'aria-haspopup': 'dialog' as const,
                      onClick: (event: MouseEvent<HTMLButtonElement>) =>
                        open(index, event.currentTarget),
                    })}
              >
                <img
                  className={css.thumbImage}
                  src={image.src}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <GalleryViewer
        images={images}
        index={openIndex}
        lastIndex={lastOpened.current}
        onIndexChange={show}
        onClosed={returnFocus}
        closeLabel={closeLabel}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        positionLabel={counterLabel}
      />
    </div>
  );
}
