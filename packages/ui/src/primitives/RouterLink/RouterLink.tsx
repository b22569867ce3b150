import { forwardRef, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/**
 * A router's link component, passed as is: react-router's `Link` fits (`to` is the target).
 * Without one, components render a plain `<a href>`.
 */
export type RouterLinkComponent = ComponentType<
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    to: string;
    ref?: Ref<HTMLAnchorElement>;
  }
>;

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  linkComponent?: RouterLinkComponent;
}

/**
 * One link for every marketplace component: the app's router link when given, else `<a href>`.
 * Forwards its ref and props so Radix `asChild` parts (menu items, buttons) can wrap it.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, linkComponent: Link, ...props },
  ref,
) {
  return Link ? <Link ref={ref} to={href} {...props} /> : <a ref={ref} href={href} {...props} />;
});
