import { useState } from 'react';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { RouterLink, type RouterLinkComponent } from '../RouterLink';
import { useLogout } from './useLogout';
import type { NavBarLabels, NavUser } from './navItems';
import * as css from './NavBar.css';

export interface AccountMenuProps {
  user: NavUser;
  labels: NavBarLabels;
  profileHref: string;
  linkComponent?: RouterLinkComponent;
  onLogout?: () => void | Promise<void>;
}

/** spec §2: the signed-in user's menu with 'Moj profil' and 'Odjavi se'. */
export function AccountMenu({
  user,
  labels,
  profileHref,
  linkComponent,
  onLogout,
}: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const logout = useLogout(onLogout, () => setOpen(false));
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <svg
            className={css.userIcon}
            width="20"
            height="20"
            viewBox="0 0 20 20"
            aria-hidden="true"
          >
            <circle cx="10" cy="7" r="4" fill="currentColor" />
            <path d="M2 19c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
          </svg>
          <span className={css.userName}>{user.fullName}</span>
          <svg
            className={css.chevron}
            width="12"
            height="12"
            viewBox="0 0 12 12"
            aria-hidden="true"
          >
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item asChild>
          <RouterLink href={profileHref} linkComponent={linkComponent}>
            {labels.profile}
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item tone="danger" disabled={logout.pending} onSelect={logout.select}>
          {labels.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
