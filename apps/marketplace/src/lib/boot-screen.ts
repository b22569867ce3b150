import { paths } from '../config/paths';

/**
 * The first screens whose hero is in the page itself (index.html's boot markup), painted as soon
 * as the HTML arrives: the hero is the screen's largest paint, and it then waits for no script.
 * React's own Hero takes its place at the same size (e2e/tests/first-paint.spec.ts).
 */
export type BootScreen = 'business';

/** The boot hero the page at `pathname` shows, if any (the route matches with or without a `/`). */
export function bootScreenFor(pathname: string): BootScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return path === paths.business.path ? 'business' : null;
}

/**
 * What the page's head script runs before the body is parsed: names the boot hero to show on the
 * root element (`data-boot-screen`), which index.html's styles read.
 */
export function markBootScreen(target: Window): void {
  const screen = bootScreenFor(target.location.pathname);
  if (screen) target.document.documentElement.dataset.bootScreen = screen;
}
