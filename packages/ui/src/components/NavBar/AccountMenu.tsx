import { useState } from 'react';
import { DropdownMenu } from '../../primitives/DropdownMenu';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import { AccountMenuButton } from './MenuButtons';
import { useLogout } from './useLogout';
import type { NavBarLabels, NavUser } from './navItems';

export interface AccountMenuProps {
  user: NavUser;
  labels: NavBarLabels;
  profileHref: string;
  /** 'Sačuvani oglasi'. */
  savedAdsHref: string;
  linkComponent?: RouterLinkComponent;
  onLogout?: () => void | Promise<void>;
  /** Opens at once: the user asked for the menu before its code had loaded. */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount: it replaces a stand-in that had the focus. */
  autoFocus?: boolean;
}

/** spec §2: the signed-in user's menu with 'Moj profil' and 'Odjavi se' (and 'Sačuvani oglasi'). */
export function AccountMenu({
  user,
  labels,
  profileHref,
  savedAdsHref,
  linkComponent,
  onLogout,
  defaultOpen = false,
  autoFocus,
}: AccountMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const logout = useLogout(onLogout, () => setOpen(false));
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuButton fullName={user.fullName} autoFocus={autoFocus} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item asChild>
          <RouterLink href={profileHref} linkComponent={linkComponent}>
            {labels.profile}
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <RouterLink href={savedAdsHref} linkComponent={linkComponent}>
            {labels.savedAds}
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item tone="danger" disabled={logout.pending} onSelect={logout.select}>
          {labels.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
