import { useId, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { homeTexts } from '@marketplace/domain';
import { ActionLink, HOME_HREFS } from '../Hero/ActionLink';
import type { RouterLinkComponent } from '../../primitives/RouterLink';
import * as css from './CallToAction.css';
import { uiTexts } from '../../texts';

export interface CallToActionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: string;
  text?: string;
  actionLabel?: string;
  href?: string;
  linkComponent?: RouterLinkComponent;
}

/** spec §2: the home page's closing call to action, 'Registruj se besplatno' to /register. */
export function CallToAction({
  title = uiTexts.callToAction.title,
  text = uiTexts.callToAction.text,
  actionLabel = homeTexts.registerFree,
  href = HOME_HREFS.register,
  linkComponent,
  className,
  ...props
}: CallToActionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={clsx(css.band, className)} {...props}>
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
      <p className={css.text}>{text}</p>
      <ActionLink
        href={href}
        size="lg"
        variant="secondary"
        linkComponent={linkComponent}
        className={css.action}
      >
        {actionLabel}
      </ActionLink>
    </section>
  );
}
