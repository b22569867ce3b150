import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../primitives/Button';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';

/** spec §2: the routes the home page's buttons lead to. */
export const HOME_HREFS = {
  realEstate: '/nekretnine',
  business: '/business',
  login: '/login',
  register: '/register',
} as const;

export interface ActionLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> {
  href: string;
  children: ReactNode;
  /** The app's router link (react-router's `Link`); a plain `<a href>` without one. */
  linkComponent?: RouterLinkComponent;
  className?: string;
}

/** A navigation that looks like a button: a link (role link) with the Button's styles. */
export function ActionLink({ href, children, linkComponent, ...buttonProps }: ActionLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <RouterLink href={href} linkComponent={linkComponent}>
        {children}
      </RouterLink>
    </Button>
  );
}
