import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '@marketplace/domain';
import { Alert, Button } from '@marketplace/ui';
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

/**
 * A screen's outcome (sent, done, failed): its heading, what failed if anything (an alert), a
 * line of text and the ways on; what follows them (a form) comes last.
 */
export function AuthOutcome({
  title,
  failure,
  text,
  actions,
  children,
}: {
  title: string;
  failure?: string;
  text?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <AuthPage title={title}>
      {failure ? (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      {text ? <p className={css.text}>{text}</p> : null}
      <div className={css.actions}>{actions}</div>
      {children}
    </AuthPage>
  );
}

/** A way on from an auth screen: a link that looks like a button. */
export function AuthLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: 'outline';
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
