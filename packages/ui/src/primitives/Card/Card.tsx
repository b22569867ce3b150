import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as css from './Card.css';

export const CARD_ELEMENTS = ['div', 'article', 'section', 'li'] as const;
export const CARD_VARIANTS = ['elevated', 'outlined', 'muted'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** 'article' for an ad in a list, 'li' inside a list Grid. */
  as?: (typeof CARD_ELEMENTS)[number];
  variant?: (typeof CARD_VARIANTS)[number];
  /** An image or placeholder across the top, edge to edge. */
  media?: ReactNode;
  /** Title area (e.g. a type chip and the ad's heading). */
  header?: ReactNode;
  /** Actions or totals along the bottom. */
  footer?: ReactNode;
}

/** A surface grouping one thing's content: media, header, body, footer. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as = 'div', variant, media, header, footer, className, children, ...props },
  ref,
) {
  return createElement(
    as,
    { ...props, ref, className: clsx(css.card({ variant }), className) },
    media ? <div className={css.media}>{media}</div> : null,
    header ? <div className={css.header}>{header}</div> : null,
    children ? <div className={css.body}>{children}</div> : null,
    footer ? <div className={css.footer}>{footer}</div> : null,
  );
});
