import { useId, type ReactNode } from 'react';
import { texts } from '@marketplace/domain';
import * as css from './auth-page.css';

export { css as authStyles };

/** The frame of every auth screen: a centred card with the screen's heading and document title. */
export function AuthPage({
  title,
  documentTitle = title,
  children,
}: {
  title: string;
  documentTitle?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={css.page}>
      <title>{texts.site.pageTitle(documentTitle)}</title>
      <section className={css.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={css.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
