import {
  can,
  favoritesTexts,
  isStaffRole,
  navRoleLabel,
  navTexts,
  normalizeUserType,
  type Language,
} from '@marketplace/domain';
import { uiTexts } from '../../texts';

/**
 * The texts of the bar; product texts come from `texts.nav` of the domain. Read when the bar
 * renders, so they are in the current language.
 */
export const navBarLabels = () => ({
  ...navTexts,
  ...uiTexts.navBar,
  // The account menu's link to the saved ads.
  savedAds: favoritesTexts.title,
});
export type NavBarLabels = ReturnType<typeof navBarLabels>;

/** spec §2: the routes the bar links to. */
export const NAV_HREFS = {
  home: '/',
  realEstate: '/nekretnine',
  business: '/business',
  login: '/login',
  register: '/register',
  createLandAd: '/create-ad',
  createBusinessAd: '/create-business-ad',
  myAds: '/my-ads',
  messages: '/messages',
  profile: '/profile',
  savedAds: '/saved-ads',
  admin: '/admin',
} as const;
export type NavHrefKey = keyof typeof NAV_HREFS;

export interface NavUser {
  fullName: string;
  /** Any value: an unknown type gets investor rights and the label 'Korisnik' (spec §1, §2). */
  userType: unknown;
  /** A staff role ('moderator', 'admin') adds 'Administracija'; anything else adds nothing. */
  staffRole?: unknown;
}

/** The language menu: the page's language and the address of the page in each language. */
export interface NavLanguages {
  current: Language;
  /**
   * The page in each language (the same address with `?lang=`): plain links, no JS needed. The
   * server answers in that language, keeps it in the cookie and, for a signed-in user, on the
   * account.
   */
  hrefs: Readonly<Record<Language, string>>;
}

export interface NavItem {
  key: NavHrefKey;
  label: string;
  href: string;
}

function item(key: NavHrefKey, labels: NavBarLabels, hrefs: Record<NavHrefKey, string>): NavItem {
  return { key, label: labels[key], href: hrefs[key] };
}

/** spec §2: Početna, Nekretnine, Biznis — for everyone. */
export function mainItems(labels: NavBarLabels, hrefs: Record<NavHrefKey, string>): NavItem[] {
  return (['home', 'realEstate', 'business'] as const).map((key) => item(key, labels, hrefs));
}

/**
 * spec §2, §6: logged out Prijava/Registracija; logged in the role's create link and 'Moji oglasi',
 * and 'Administracija' for staff.
 */
export function accountItems(
  user: NavUser | null,
  labels: NavBarLabels,
  hrefs: Record<NavHrefKey, string>,
): NavItem[] {
  if (!user) return (['login', 'register'] as const).map((key) => item(key, labels, hrefs));
  const role = normalizeUserType(user.userType);
  const keys: NavHrefKey[] = [];
  if (can(role, 'createLandAd')) keys.push('createLandAd');
  if (can(role, 'createBusinessAd')) keys.push('createBusinessAd');
  if (can(role, 'myAds')) keys.push('myAds');
  if (isStaffRole(user.staffRole)) keys.push('admin');
  return keys.map((key) => item(key, labels, hrefs));
}

/** The narrow menu's role label: 'Vlasnik zemljišta', …, else 'Korisnik'. */
export function roleLabelOf(user: NavUser): string {
  return navRoleLabel(user.userType);
}

/** The current page: exact for '/', else the route or any page below it (/business/5). */
export function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
