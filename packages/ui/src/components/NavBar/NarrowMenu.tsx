import { useId, useState } from 'react';
import { DropdownMenu } from '../../primitives/DropdownMenu';
import { NarrowMenuButton } from './MenuButtons';
import { MessagesLink } from './MessagesLink';
import { LanguageItems } from './LanguageMenu';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import { useLogout } from './useLogout';
import {
  isCurrent,
  roleLabelOf,
  type NavBarLabels,
  type NavHrefKey,
  type NavItem,
  type NavLanguages,
  type NavUser,
} from './navItems';
import * as css from './NavBar.css';

export interface NarrowMenuProps {
  user: NavUser | null;
  unreadCount: number;
  labels: NavBarLabels;
  /** The bar's links in order: Početna, Nekretnine, Biznis, then the account's own. */
  items: readonly NavItem[];
  hrefs: Record<NavHrefKey, string>;
  currentPath?: string;
  linkComponent?: RouterLinkComponent;
  onLogout?: () => void | Promise<void>;
  /** The three languages as a group 'Jezik' at the menu's end; none without it. */
  languages?: NavLanguages;
  /** Opens at once: the user asked for the menu before its code had loaded. */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount: it replaces a stand-in that had the focus. */
  autoFocus?: boolean;
}

/**
 * spec §2: below md, one menu button holding the same items plus the user's role label (and the
 * languages, when the bar has them).
 */
export function NarrowMenu({
  user,
  unreadCount,
  labels,
  items,
  hrefs,
  currentPath,
  linkComponent,
  onLogout,
  languages,
  defaultOpen = false,
  autoFocus,
}: NarrowMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const languageLabelId = useId();
  const logout = useLogout(onLogout, () => setOpen(false));
  const current = (href: string) => (isCurrent(href, currentPath) ? ('page' as const) : undefined);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <NarrowMenuButton label={labels.menu} autoFocus={autoFocus} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {user ? (
          <DropdownMenu.Label className={css.menuHeader}>
            <span className={css.menuName}>{user.fullName}</span>
            <span className={css.menuRole}>{roleLabelOf(user)}</span>
          </DropdownMenu.Label>
        ) : null}
        {items.map((item) => (
          <DropdownMenu.Item key={item.key} asChild>
            <RouterLink
              className={css.menuItem}
              href={item.href}
              linkComponent={linkComponent}
              aria-current={current(item.href)}
            >
              {item.label}
            </RouterLink>
          </DropdownMenu.Item>
        ))}
        {user ? (
          <>
            <DropdownMenu.Item asChild>
              <MessagesLink
                href={hrefs.messages}
                linkComponent={linkComponent}
                aria-current={current(hrefs.messages)}
                className={css.menuItemLink}
                label={labels.messages}
                unreadCount={unreadCount}
                unreadLabel={labels.unread}
              />
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <RouterLink
                className={css.menuItem}
                href={hrefs.profile}
                linkComponent={linkComponent}
                aria-current={current(hrefs.profile)}
              >
                {labels.profile}
              </RouterLink>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <RouterLink
                className={css.menuItem}
                href={hrefs.savedAds}
                linkComponent={linkComponent}
                aria-current={current(hrefs.savedAds)}
              >
                {labels.savedAds}
              </RouterLink>
            </DropdownMenu.Item>
          </>
        ) : null}
        {languages ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Group aria-labelledby={languageLabelId}>
              <DropdownMenu.Label id={languageLabelId}>{labels.language}</DropdownMenu.Label>
              <LanguageItems languages={languages} />
            </DropdownMenu.Group>
          </>
        ) : null}
        {user ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item tone="danger" disabled={logout.pending} onSelect={logout.select}>
              {labels.logout}
            </DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
