import { useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { texts } from '@marketplace/domain';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import * as css from './ImageGallery.css';
import { uiTexts } from '../../texts';

export interface GalleryImage {
  /** Thumbnail source shown in the grid (the app builds the URL). */
  src: string;
  /** Full-size source shown in the dialog; the thumbnail is used when absent. */
  fullSrc?: string;
  alt: string;
  /** A stable key (e.g. the image id); the index is used when absent. */
  id?: string | number;
}

export interface ImageGalleryProps extends HTMLAttributes<HTMLElement> {
  images: readonly GalleryImage[];
  /** Accessible name of each picture button, e.g. 'Otvori sliku 2 od 5'. */
  openLabel?: (position: number, total: number) => string;
  /** Counter in the dialog, e.g. '2 / 5'. */
  counterLabel?: (position: number, total: number) => string;
  /** spec §2: the full-size dialog's button. */
  closeLabel?: string;
  /** The empty state's text when there are no images. */
  emptyText?: string;
  /** Replaces the whole empty state (e.g. nothing at all: `empty={null}`). */
  empty?: ReactNode;
  /** Index of the picture open at first (stories, deep links). */
  defaultOpenIndex?: number | null;
  onOpenIndexChange?: (index: number | null) => void;
}

/** spec §2/§9: a 3-column gallery; clicking a picture opens it full size in a dialog. */
export function ImageGallery({
  images,
  openLabel = (position, total) => `Otvori sliku ${position} od ${total}`,
  counterLabel = (position, total) => `${position} / ${total}`,
  closeLabel = texts.businessDetail.close,
  emptyText = uiTexts.imageGallery.empty,
  empty,
  defaultOpenIndex = null,
  onOpenIndexChange,
  className,
  ...props
}: ImageGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lastOpened = useRef<number | null>(defaultOpenIndex);
  // The last picture stays rendered while the dialog closes, so Radix can return focus.
  const shownIndex = openIndex ?? lastOpened.current ?? 0;
  const shown = images[shownIndex];

  const show = (index: number | null) => {
    if (index !== null) lastOpened.current = index;
    setOpenIndex(index);
    onOpenIndexChange?.(index);
  };

  if (images.length === 0) {
    if (empty !== undefined) return <>{empty}</>;
    return (
      <EmptyState
        className={className}
        titleAs="p"
        title={emptyText}
        icon={
          <svg width="40" height="40" viewBox="0 0 40 40" fill="none">
            <rect
              x="4"
              y="7"
              width="32"
              height="26"
              rx="3"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <circle cx="14" cy="16" r="3" fill="currentColor" />
            <path d="M6 30l10-10 7 7 4-4 8 8" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        }
      />
    );
  }

  return (
    <div className={className} {...props}>
      <ul className={css.grid}>
        {images.map((image, index) => (
          <li key={image.id ?? index} className={css.item}>
            <button
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              className={css.thumbButton}
              aria-label={openLabel(index + 1, images.length)}
              aria-haspopup="dialog"
              onClick={() => show(index)}
            >
              <img className={css.thumbImage} src={image.src} alt={image.alt} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={openIndex !== null} onOpenChange={(next) => (next ? null : show(null))}>
        {shown ? (
          <Dialog.Content
            size="full"
            className={css.viewer}
            aria-describedby={undefined}
            // No single trigger: focus goes back to the picture that was opened.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttons.current[shownIndex]?.focus();
            }}
          >
            <Dialog.Title>{shown.alt}</Dialog.Title>
            <img className={css.fullImage} src={shown.fullSrc ?? shown.src} alt={shown.alt} />
            <Dialog.Footer className={css.footer}>
              <span className={css.counter}>{counterLabel(shownIndex + 1, images.length)}</span>
              <Dialog.Close asChild>
                <Button variant="secondary">{closeLabel}</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
    </div>
  );
}
