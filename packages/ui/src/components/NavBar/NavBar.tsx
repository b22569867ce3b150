import { useState, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { formatNavBadge, LANGUAGE_NAMES } from '@marketplace/domain';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { AccountMenuButton, LanguageMenuButton, NarrowMenuButton } from './MenuButtons';
import { MessagesLink } from './MessagesLink';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import { useNavBarMenus } from './useNavBarMenus';
import {
  navBarLabels,
  NAV_HREFS,
  accountItems,
  isCurrent,
  mainItems,
  type NavBarLabels,
  type NavHrefKey,
  type NavLanguages,
  type NavUser,
} from './navItems';
import * as css from './NavBar.css';

// The calls to action of the bar look like buttons; the rest are plain links.
const PROMINENT: ReadonlySet<NavHrefKey> = new Set([
  'register',
  'createLandAd',
  'createBusinessAd',
]);

export const NAV_BAR_LAYOUTS = ['narrow', 'wide'] as const;

export interface NavBarProps extends HTMLAttributes<HTMLElement> {
  /** The signed-in user, or null when signed out. */
  user: NavUser | null;
  /** Unread messages; the badge shows only above 0 and reads '99+' above 99 (spec §2). */
  unreadCount?: number;
  /** The current route (marks the matching link with aria-current="page"). */
  currentPath?: string;
  /** spec §2: the bar awaits it, then closes the menu; navigating is the app's job. */
  onLogout?: () => void | Promise<void>;
  /** The router's link (react-router's `Link`); a plain `<a href>` without it. */
  linkComponent?: RouterLinkComponent;
  labels?: Partial<NavBarLabels>;
  hrefs?: Partial<Record<NavHrefKey, string>>;
  /** Pins one layout regardless of the screen width (tests, embedded previews). */
  forceLayout?: (typeof NAV_BAR_LAYOUTS)[number];
  /**
   * The language menu (a button in the bar, a group in the narrow menu) linking the page in each
   * language; no menu without it.
   */
  languages?: NavLanguages;
}

type MenuName = 'account' | 'narrow' | 'language';

/**
 * Until the menus' code has loaded, each menu button is a stand-in that looks and reads the same
 * (a closed menu button). Focusing it asks for the code; pressing it (pointer down, as Radix's
 * trigger opens, or a keyboard click) also opens the menu as soon as the code is there, and a
 * focused stand-in hands its focus to the real button.
 */
function useMenuStandIns() {
  const { menus, load } = useNavBarMenus();
  const [openOnLoad, setOpenOnLoad] = useState<MenuName | null>(null);
  const [focused, setFocused] = useState<MenuName | null>(null);
  const standIn = (name: MenuName) => {
    const open = () => {
      setOpenOnLoad(name);
      load();
    };
    return {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      'data-state': 'closed',
      onFocus: () => {
        setFocused(name);
        load();
      },
      onBlur: () => setFocused(null),
      onPointerDown: open,
      onClick: open,
    };
  };
  const handOver = (name: MenuName) => ({
    defaultOpen: openOnLoad === name,
    autoFocus: focused === name,
  });
  return { menus, standIn, handOver };
}

/** spec §2: the fixed top navigation bar; below md the links collapse into a menu button. */
export function NavBar({
  user,
  unreadCount = 0,
  currentPath,
  onLogout,
  linkComponent,
  labels: labelOverrides,
  hrefs: hrefOverrides,
  forceLayout,
  languages,
  className,
  ...props
}: NavBarProps) {
  const { menus, standIn, handOver } = useMenuStandIns();
  const labels = { ...navBarLabels(), ...labelOverrides };
  const hrefs = { ...NAV_HREFS, ...hrefOverrides };
  const main = mainItems(labels, hrefs);
  const account = accountItems(user, labels, hrefs);
  const linkProps = (href: string) => ({
    href,
    linkComponent,
    'aria-current': isCurrent(href, currentPath) ? ('page' as const) : undefined,
  });

  return (
    <header className={clsx(css.bar, className)} data-layout={forceLayout} {...props}>
      <div className={css.inner}>
        {/* Named 'Nekretnine, Početna': the product name alone would repeat the /nekretnine link. */}
        <RouterLink
          href={hrefs.home}
          linkComponent={linkComponent}
          className={css.brand}
          aria-label={`${labels.productName}, ${labels.home}`}
        >
          <svg className={css.logo} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M4 26 L13 12 L19 20 L23 15 L28 26 Z" fill="currentColor" />
            <circle cx="23" cy="8" r="3" fill="currentColor" />
          </svg>
          <span className={css.brandText}>{labels.productName}</span>
        </RouterLink>

        <nav aria-label={labels.mainNavigation} className={css.wideOnly}>
          <ul className={css.links}>
            {main.map((item) => (
              <li key={item.key}>
                <RouterLink className={css.link} {...linkProps(item.href)}>
                  {item.label}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={clsx(css.actions, css.wideOnly)}>
          {account.map((item) =>
            PROMINENT.has(item.key) ? (
              <Button key={item.key} asChild size="sm">
                <RouterLink {...linkProps(item.href)}>{item.label}</RouterLink>
              </Button>
            ) : (
              <RouterLink key={item.key} className={css.link} {...linkProps(item.href)}>
                {item.label}
              </RouterLink>
            ),
          )}
          {user ? (
            <>
              <MessagesLink
                className={css.link}
                {...linkProps(hrefs.messages)}
                label={labels.messages}
                unreadCount={unreadCount}
                unreadLabel={labels.unread}
              />
              {menus ? (
                <menus.AccountMenu
                  user={user}
                  labels={labels}
                  profileHref={hrefs.profile}
                  savedAdsHref={hrefs.savedAds}
                  linkComponent={linkComponent}
                  onLogout={onLogout}
                  {...handOver('account')}
                />
              ) : (
                <AccountMenuButton fullName={user.fullName} {...standIn('account')} />
              )}
            </>
          ) : null}
          {languages ? (
            menus ? (
              <menus.LanguageMenu
                languages={languages}
                labels={labels}
                compact={user != null}
                {...handOver('language')}
              />
            ) : (
              <LanguageMenuButton
                name={LANGUAGE_NAMES[languages.current]}
                label={labels.languageButton(LANGUAGE_NAMES[languages.current])}
                compact={user != null}
                {...standIn('language')}
              />
            )
          ) : null}
        </div>

        <div className={css.narrowOnly}>
          <span className={css.menuButtonWrap}>
            {menus ? (
              <menus.NarrowMenu
                user={user}
                unreadCount={unreadCount}
                labels={labels}
                items={[...main, ...account]}
                hrefs={hrefs}
                currentPath={currentPath}
                linkComponent={linkComponent}
                onLogout={onLogout}
                languages={languages}
                {...handOver('narrow')}
              />
            ) : (
              <NarrowMenuButton label={labels.menu} {...standIn('narrow')} />
            )}
            {/* The count is spoken on the 'Poruke' item inside; here it is a visual hint only. */}
            <Badge
              tone="danger"
              className={css.menuDot}
              count={user ? unreadCount : 0}
              format={formatNavBadge}
              aria-hidden="true"
            />
          </span>
        </div>
      </div>
    </header>
  );
}
