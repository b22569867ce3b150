import { accessDeniedTexts, rolesTexts } from './texts-frame';

// spec §3, §6: the three account types.
export const USER_TYPES = ['land_owner', 'business_owner', 'investor'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** spec §1, §6: any missing or unknown user type is treated as investor. */
export function normalizeUserType(value: unknown): UserType {
  return isUserType(value) ? value : 'investor';
}

/** spec §3: the server sends the type as user_type or userType; either is accepted. */
export function readUserType(user: { user_type?: unknown; userType?: unknown }): UserType {
  if (isUserType(user.user_type)) return user.user_type;
  return normalizeUserType(user.userType);
}

/** spec §2 (profile, access-denied page): the account-type label. */
export function roleLabel(role: UserType): string {
  return rolesTexts[role];
}

/** spec §2 (narrow menu): anything other than the three types reads 'Korisnik'. */
export function navRoleLabel(value: unknown): string {
  return isUserType(value) ? rolesTexts[value] : rolesTexts.fallback;
}

/**
 * Staff roles (the console at /admin, moderation.ts), apart from the account types: a staff
 * member keeps one of those too. Here, beside the account types, because every page's top bar
 * asks it.
 */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

// spec §6: capabilities of a signed-in user. Anonymous visitors have none of them beyond the home
// hero; `can(null, …)` answers false for every capability listed here.
export const CAPABILITIES = [
  'browseAds',
  'createLandAd',
  'editLandAd',
  'createBusinessAd',
  'editBusinessAd',
  'myAds',
  'messages',
  'profile',
  'messageLandOwner',
  'contactBusinessOwner',
  // Beyond spec §6: every signed-in user saves ads, reports ads and blocks users.
  'saveFavorites',
  'reportAds',
  'blockUsers',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

// spec §6: the permission table as data, one row a capability with the roles that may use it.
// Authorship (edit only own) is checked separately by `isAuthor`; this table only says which role
// may reach the screen or see the control.
export const PERMISSIONS: Readonly<Record<Capability, readonly UserType[]>> = {
  browseAds: USER_TYPES,
  createLandAd: ['land_owner'],
  editLandAd: ['land_owner'],
  createBusinessAd: ['business_owner'],
  editBusinessAd: ['business_owner'],
  myAds: ['land_owner', 'business_owner'],
  messages: USER_TYPES,
  profile: USER_TYPES,
  messageLandOwner: ['investor'],
  contactBusinessOwner: ['investor'],
  saveFavorites: USER_TYPES,
  reportAds: USER_TYPES,
  blockUsers: USER_TYPES,
};

/** spec §6: may this role (null = signed out) use the capability? */
export function can(role: UserType | null | undefined, capability: Capability): boolean {
  return role != null && PERMISSIONS[capability].includes(role);
}

type Id = string | number | null | undefined;

/** spec §6: the author is the user whose id equals the ad's user_id or author_id. */
export function isAuthor(userId: Id, ad: { user_id?: Id; author_id?: Id }): boolean {
  if (userId == null || String(userId) === '') return false;
  const id = String(userId);
  return [ad.user_id, ad.author_id].some((owner) => owner != null && String(owner) === id);
}

/** spec §2 (land detail): 'Pošalji poruku vlasniku' shows to an investor who is not the author. */
export function canMessageLandOwner(
  role: UserType | null | undefined,
  userId: Id,
  ad: { user_id?: Id; author_id?: Id },
): boolean {
  return can(role, 'messageLandOwner') && !isAuthor(userId, ad);
}

/** spec §6: investors contact the author of either kind of ad; no other role starts a conversation. */
export function canStartConversation(
  role: UserType | null | undefined,
  adType: 'land' | 'business',
): boolean {
  return can(role, adType === 'business' ? 'contactBusinessOwner' : 'messageLandOwner');
}

/** DESIGN (business ads): the description is shown to investors and to the ad's author only. */
export function canSeeBusinessDescription(
  viewer: { id: Id; userType: UserType } | null | undefined,
  ad: { user_id?: Id; author_id?: Id },
): boolean {
  return viewer != null && (viewer.userType === 'investor' || isAuthor(viewer.id, ad));
}

// spec §6: the role a restricted route requires, and the sentence its denial page shows.
export type RestrictedRole = Exclude<UserType, 'investor'>;
export const DENIAL_MESSAGES: Readonly<Record<RestrictedRole, string>> = {
  get land_owner() {
    return accessDeniedTexts.landOwnersOnly;
  },
  get business_owner() {
    return accessDeniedTexts.businessOwnersOnly;
  },
};

export function denialMessage(requiredRole: RestrictedRole): string {
  return DENIAL_MESSAGES[requiredRole];
}
