import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import clsx from 'clsx';
import { usePrimitiveLabels } from '../labels';
import * as css from './SkipLink.css';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The id of the main content (which takes focus: give it tabIndex={-1}). */
  targetId?: string;
}

/**
 * The first stop of the keyboard on every page: jumps past the navigation to the main content.
 * Hidden until focused.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { targetId = 'main-content', className, children, onClick, ...props },
  ref,
) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus moves there even where a hash change alone would not (a client-side router's links).
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  const skipLabel = usePrimitiveLabels().skipLink.label;
  return (
    <a
      ref={ref}
      href={`#${targetId}`}
      className={clsx(css.skipLink, className)}
      onClick={skip}
      {...props}
    >
      {children ?? skipLabel}
    </a>
  );
});
