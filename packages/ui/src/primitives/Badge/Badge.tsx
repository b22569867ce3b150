import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { badge } from './Badge.css';

export const BADGE_TONES = ['neutral', 'primary', 'danger', 'success', 'warning', 'info'] as const;

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A count to show; when absent the children are shown instead. */
  count?: number;
  /** Shows `${max}+` above max (spec §9: '99+' in the top bar, '9+' in conversation rows). */
  max?: number;
  /** Turns the count into its text; null renders nothing. Wins over max (e.g. formatNavBadge). */
  format?: (count: number) => string | null;
  /** Renders nothing when the count is 0 or below. */
  hideZero?: boolean;
  /** Read instead of the bare number, e.g. '5 nepročitanih poruka'. */
  srLabel?: string;
  tone?: (typeof BADGE_TONES)[number];
  children?: ReactNode;
}

function badgeText(count: number, max?: number, format?: BadgeProps['format']): string | null {
  if (format) return format(count);
  return max !== undefined && count > max ? `${max}+` : String(count);
}

/** A small count or status pill. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max, format, hideZero = false, srLabel, tone, className, children, ...props },
  ref,
) {
  let content: ReactNode = children;
  if (count !== undefined) {
    if (hideZero && count <= 0) return null;
    content = badgeText(count, max, format);
    if (content === null) return null;
  }
  return (
    <span ref={ref} className={clsx(badge({ tone }), className)} {...props}>
      {srLabel ? (
        <>
          <span aria-hidden="true">{content}</span>
          <VisuallyHidden>{srLabel}</VisuallyHidden>
        </>
      ) : (
        content
      )}
    </span>
  );
});
