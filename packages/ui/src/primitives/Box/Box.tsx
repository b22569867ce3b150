import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> &
  Sprinkles & {
    as?: ElementType;
  };

/** The layout primitive: spacing, flex and grid through sprinkles, nothing visual beyond that. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, ...props },
  ref,
) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, {
    ...rest,
    ref,
    className: clsx(sprinkles(atoms as Sprinkles), className),
  });
});
