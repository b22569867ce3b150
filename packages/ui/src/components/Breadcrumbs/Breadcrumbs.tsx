import { Fragment, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { texts } from '@marketplace/domain';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import * as css from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; a crumb without one is the current page (`aria-current`). */
  href?: string;
}

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  items: readonly BreadcrumbItem[];
  /** The navigation landmark's name ('Putanja'). */
  label?: string;
  /** The app's router link (react-router's `Link`); a plain `<a>` without it. */
  linkComponent?: RouterLinkComponent;
}

/** Where a page sits: 'Početna › Srbija › Novi Sad', each crumb a link but the current page. */
export function Breadcrumbs({
  items,
  label = texts.adPage.breadcrumbs,
  linkComponent,
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={clsx(css.nav, className)} {...props}>
      <ol className={css.list}>
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {index > 0 ? (
              <li aria-hidden="true" className={css.separator}>
                ›
              </li>
            ) : null}
            <li className={css.item}>
              {item.href ? (
                <RouterLink href={item.href} linkComponent={linkComponent} className={css.link}>
                  {item.label}
                </RouterLink>
              ) : (
                <span aria-current="page" className={css.current}>
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
