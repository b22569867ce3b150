import { useId, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { accessDeniedTexts } from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import * as css from './AccessDenied.css';
import { uiTexts } from '../../texts';

export interface AccessDeniedProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** spec §6: the role-specific sentence; the app passes `denialMessage(requiredRole)`. */
  message: string;
  /** A further sentence of the screen, e.g. on /create-business-ad (spec §6). */
  details?: string;
  /** The signed-in user's account type as a label; the app passes `roleLabel(userType)`. */
  accountType: string;
  /** The back button's action (e.g. the router's history back). */
  onBack: () => void;
  title?: string;
  accountTypeLabel?: string;
  backLabel?: string;
}

/** spec §2 (access-denied page): shown to a signed-in user of the wrong type on a restricted route. */
export function AccessDenied({
  message,
  details,
  accountType,
  onBack,
  title = accessDeniedTexts.title,
  accountTypeLabel = uiTexts.accessDenied.accountType,
  backLabel = uiTexts.accessDenied.back,
  className,
  ...props
}: AccessDeniedProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={clsx(css.panel, className)} {...props}>
      <span className={css.icon} aria-hidden="true">
        !
      </span>
      <h1 id={titleId} className={css.title}>
        {title}
      </h1>
      <p className={css.message}>{message}</p>
      {details ? <p className={css.message}>{details}</p> : null}
      <p className={css.accountType}>
        {accountTypeLabel} <span className={css.accountTypeValue}>{accountType}</span>
      </p>
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
    </section>
  );
}
