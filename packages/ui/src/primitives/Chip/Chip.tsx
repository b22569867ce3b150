import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { chip } from './Chip.css';

export const CHIP_TONES = ['neutral', 'primary', 'info', 'success', 'warning', 'danger'] as const;
export const CHIP_SIZES = ['sm', 'md'] as const;

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: (typeof CHIP_TONES)[number];
  size?: (typeof CHIP_SIZES)[number];
}

/** A static label such as an ad's type ('Tehnologija i IT', 'Šumsko zemljište'). */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  { tone, size, className, ...props },
  ref,
) {
  return <span ref={ref} className={clsx(chip({ tone, size }), className)} {...props} />;
});
