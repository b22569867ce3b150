import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { srcSetOf } from './imageSources';
import type { GalleryImage } from './types';
import * as css from './ImageGallery.css';

/** A horizontal drag at least this long (px) turns the picture. */
const SWIPE_DISTANCE = 40;

export interface GalleryViewerProps {
  images: readonly GalleryImage[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  /** Kept rendered while the dialog closes, so Radix can animate and return focus. */
  lastIndex: number;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes after closing (the picture that opened the viewer). */
  onClosed: () => void;
  closeLabel: string;
  previousLabel: string;
  nextLabel: string;
  positionLabel: (position: number, total: number) => string;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path
        d={direction === 'left' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The full-size viewer (a Radix dialog): previous/next buttons, the arrow keys and a swipe turn
 * the pictures, wrapping at the ends; Escape and 'Zatvori' close it.
 */
export function GalleryViewer({
  images,
  index,
  lastIndex,
  onIndexChange,
  onClosed,
  closeLabel,
  previousLabel,
  nextLabel,
  positionLabel,
}: GalleryViewerProps) {
  const shownIndex = index ?? lastIndex;
  const shown = images[shownIndex];
  const total = images.length;
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const turn = (step: number) => onIndexChange((shownIndex + step + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      turn(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      turn(1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || total < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // A mostly horizontal drag: left shows the next picture, right the previous one.
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) turn(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => (open ? null : onIndexChange(null))}>
      {shown ? (
        <Dialog.Content
          size="full"
          className={css.viewer}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          // No single trigger: focus goes back to the picture that opened the viewer.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <Dialog.Title>{shown.alt}</Dialog.Title>
          <div
            className={css.stage}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <img
              key={shown.id ?? shownIndex}
              className={css.fullImage}
              src={shown.fullSrc ?? shown.src}
              srcSet={srcSetOf(shown)}
              sizes="100vw"
              alt={shown.alt}
              draggable={false}
            />
            {total > 1 ? (
              <>
                <IconButton
                  label={previousLabel}
                  variant="secondary"
                  round
                  className={css.previous}
                  onClick={() => turn(-1)}
                >
                  <Arrow direction="left" />
                </IconButton>
                <IconButton
                  label={nextLabel}
                  variant="secondary"
                  round
                  className={css.next}
                  onClick={() => turn(1)}
                >
                  <Arrow direction="right" />
                </IconButton>
              </>
            ) : null}
          </div>
          <Dialog.Footer className={css.footer}>
            <span className={css.counter} aria-live="polite" aria-atomic="true">
              {positionLabel(shownIndex + 1, total)}
            </span>
            <Dialog.Close asChild>
              <Button variant="secondary">{closeLabel}</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
