import { useState } from 'react';
import { formatNavBadge } from '@marketplace/domain';
import { Badge } from '../Badge';
import { DropdownMenu } from '../DropdownMenu';
import { IconButton } from '../IconButton';
import { MessagesLink } from './MessagesLink';
import { RouterLink, type RouterLinkComponent } from '../RouterLink';
import { useLogout } from './useLogout';
import {
  isCurrent,
  roleLabelOf,
  type NavBarLabels,
  type NavHrefKey,
  type NavItem,
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
}

/** spec §2: below md, one menu button holding the same items plus the user's role label. */
export function NarrowMenu({
  user,
  unreadCount,
  labels,
  items,
  hrefs,
  currentPath,
  linkComponent,
  onLogout,
}: NarrowMenuProps) {
  const [open, setOpen] = useState(false);
  const logout = useLogout(onLogout, () => setOpen(false));
  const current = (href: string) => (isCurrent(href, currentPath) ? ('page' as const) : undefined);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <span className={css.menuButtonWrap}>
        <DropdownMenu.Trigger asChild>
          <IconButton label={labels.menu} variant="secondary">
            <svg width="20" height="20" viewBox="0 0 20 20">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
            </svg>
          </IconButton>
        </DropdownMenu.Trigger>
        {/* The count is spoken on the 'Poruke' item inside; here it is a visual hint only. */}
        <Badge
          tone="danger"
          className={css.menuDot}
          count={user ? unreadCount : 0}
          format={formatNavBadge}
          aria-hidden="true"
        />
      </span>
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
