import { useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as css from './MarketingSection.css';

export interface MarketingSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading (an h2); it also names the section landmark. */
  title: string;
  children: ReactNode;
}

/** A home-page band: a centred h2 over its content, as a labelled region. */
export function MarketingSection({ title, children, className, ...props }: MarketingSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={clsx(css.section, className)} {...props}>
      <h2 id={titleId} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
