import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import * as css from './Spinner.css';
import { usePrimitiveLabels } from '../labels';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** What is loading, announced politely (role status). */
  label?: string;
  /** Shows the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  size?: (typeof SPINNER_SIZES)[number];
}

/** A loading indicator (spec §2: shown while the session is being resolved). */
export const Spinner = forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { label, showLabel = false, size, className, ...props },
  ref,
) {
  const labels = usePrimitiveLabels();
  label ??= labels.spinner.loading;
  return (
    <div ref={ref} role="status" className={clsx(css.root, className)} {...props}>
      <span className={css.ring({ size })} aria-hidden="true" />
      {showLabel ? (
        <span className={css.label}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </div>
  );
});
