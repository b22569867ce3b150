import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as css from './Alert.css';

export const ALERT_TONES = ['info', 'success', 'warning', 'danger'] as const;
type AlertTone = (typeof ALERT_TONES)[number];

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** A button or link beside the message (e.g. 'Pokušaj ponovo'). */
  action?: ReactNode;
  /** Defaults to 'alert' for danger and warning (announced at once), 'status' otherwise. */
  role?: 'alert' | 'status' | 'none';
}

const PATHS: Record<AlertTone, string> = {
  info: 'M10 9v5M10 6h.01',
  success: 'M6.5 10.5l2.5 2.5 5-5.5',
  warning: 'M10 6v5M10 14h.01',
  danger: 'M7 7l6 6M13 7l-6 6',
};

/** A message about the page or an action: errors, warnings, confirmations. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, action, role, className, children, ...props },
  ref,
) {
  const resolvedRole = role ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div
      ref={ref}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={clsx(css.alert({ tone }), className)}
      data-tone={tone}
      {...props}
    >
      <svg className={css.icon({ tone })} viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <circle cx="10" cy="10" r="8.5" stroke="currentColor" strokeWidth="1.5" />
        <path d={PATHS[tone]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className={css.body}>
        {title ? <p className={css.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={css.action}>{action}</div> : null}
    </div>
  );
});
