import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { button } from '../Button/Button.css';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../Button/Button';
import { icon, iconButton } from './IconButton.css';

export const ICON_BUTTON_VARIANTS = BUTTON_VARIANTS;
export const ICON_BUTTON_SIZES = BUTTON_SIZES;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name; an icon alone tells a screen reader nothing. */
  label: string;
  /** The icon (an svg); it is hidden from assistive technology. */
  children: ReactNode;
  variant?: (typeof ICON_BUTTON_VARIANTS)[number];
  size?: (typeof ICON_BUTTON_SIZES)[number];
  round?: boolean;
}

/** A square button showing only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = 'ghost', size = 'md', round = false, className, type, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      className={clsx(button({ variant, size }), iconButton({ size, round }), className)}
      {...props}
    >
      <span aria-hidden="true" className={icon}>
        {children}
      </span>
    </button>
  );
});
