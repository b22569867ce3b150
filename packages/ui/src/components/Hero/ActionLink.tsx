import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';
import { Button, type ButtonProps } from '../Button';

/**
 * Renders a link with an `href`: a plain `<a>` by default. The app passes its router's link through
 * a small adapter, e.g. `({ href, ...props }) => <Link to={href} {...props} />` for react-router.
 */
export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> }
>;

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
  linkComponent?: LinkComponent;
  className?: string;
}

/** A navigation that looks like a button: a link (role link) with the Button's styles. */
export function ActionLink({
  href,
  children,
  linkComponent: Link,
  ...buttonProps
}: ActionLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      {Link ? <Link href={href}>{children}</Link> : <a href={href}>{children}</a>}
    </Button>
  );
}
