import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import * as css from './StickyActionBar.css';

export interface StickyActionBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The price, already formatted ('45.000 €'). */
  price: ReactNode;
  /** The main action (e.g. the ad page's contact button). */
  children: ReactNode;
}

/**
 * On phones (up to about 600 px), an ad page's price and main action in a bar fixed to the
 * bottom of the screen, always within reach; wider screens do not show it (the seller panel
 * beside the photo holds the action there: wrap that copy in `WideOnly`).
 */
export function StickyActionBar({ price, children, className, ...props }: StickyActionBarProps) {
  return (
    <>
      <div aria-hidden="true" className={css.spacer} />
      <div className={clsx(css.bar, className)} data-sticky-action-bar="" {...props}>
        <p className={css.price}>{price}</p>
        <div className={css.actions}>{children}</div>
      </div>
    </>
  );
}

/** Shown from about 600 px up only: the wide-screen copy of an action the bar holds on phones. */
export function WideOnly({ children }: { children?: ReactNode }) {
  return <div className={css.wideOnly}>{children}</div>;
}
