import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as css from './EmptyState.css';

export const EMPTY_STATE_HEADING_LEVELS = ['h1', 'h2', 'h3', 'p'] as const;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** e.g. 'Nema pronađenih oglasa'. */
  title: ReactNode;
  /** e.g. 'Pokušajte da promenite kriterijume pretrage'. */
  description?: ReactNode;
  /** A button or link that gets the user going (e.g. 'Postavi oglas'). */
  action?: ReactNode;
  /** Decorative illustration; hidden from assistive technology. */
  icon?: ReactNode;
  /** The title's element, to fit the page's heading outline. */
  titleAs?: (typeof EMPTY_STATE_HEADING_LEVELS)[number];
}

/** What a list shows when it has nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, action, icon, titleAs: Title = 'h2', className, ...props },
  ref,
) {
  return (
    <div ref={ref} className={clsx(css.root, className)} {...props}>
      {icon ? (
        <div className={css.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Title className={css.title}>{title}</Title>
      {description ? <p className={css.description}>{description}</p> : null}
      {action ? <div className={css.action}>{action}</div> : null}
    </div>
  );
});
