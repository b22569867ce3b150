import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  USER_TYPES,
  can,
  canMessageLandOwner,
  canSeeBusinessDescription,
  canStartConversation,
  denialMessage,
  isAuthor,
  isUserType,
  navRoleLabel,
  normalizeUserType,
  readUserType,
  roleLabel,
} from './roles';
import type { Capability, UserType } from './roles';

describe('user types', () => {
  it('lists the three roles of spec §6', () => {
    expect([...USER_TYPES]).toEqual(['land_owner', 'business_owner', 'investor']);
  });

  it.each([
    ['land_owner', 'land_owner'],
    ['business_owner', 'business_owner'],
    ['investor', 'investor'],
    [undefined, 'investor'],
    [null, 'investor'],
    ['', 'investor'],
    ['admin', 'investor'],
    ['LAND_OWNER', 'investor'],
    [1, 'investor'],
  ])('normalizeUserType(%j) -> %s', (value, expected) => {
    expect(normalizeUserType(value)).toBe(expected);
  });

  it.each([
    [{ user_type: 'land_owner' }, 'land_owner'],
    [{ userType: 'business_owner' }, 'business_owner'],
    [{ user_type: 'business_owner', userType: 'land_owner' }, 'business_owner'],
    [{ user_type: 'bogus', userType: 'land_owner' }, 'land_owner'],
    [{ user_type: 'bogus' }, 'investor'],
    [{}, 'investor'],
  ])('readUserType(%j) -> %s', (user, expected) => {
    expect(readUserType(user)).toBe(expected);
  });

  it.each([
    ['investor', true],
    ['guest', false],
    [undefined, false],
  ])('isUserType(%j) -> %s', (value, expected) => {
    expect(isUserType(value)).toBe(expected);
  });
});

describe('labels', () => {
  it.each<[UserType, string]>([
    ['land_owner', 'Vlasnik zemljišta'],
    ['business_owner', 'Vlasnik biznisa'],
    ['investor', 'Investitor'],
  ])('roleLabel(%s) -> %s', (role, expected) => {
    expect(roleLabel(role)).toBe(expected);
    expect(navRoleLabel(role)).toBe(expected);
  });

  it.each([undefined, null, '', 'admin', 7])('navRoleLabel(%j) -> Korisnik', (value) => {
    expect(navRoleLabel(value)).toBe('Korisnik');
  });
});

// The rows are spec §6's table: land_owner, business_owner, investor, anonymous.
describe('permission table', () => {
  const table: [Capability, boolean, boolean, boolean, boolean][] = [
    ['browseAds', true, true, true, false],
    ['createLandAd', true, false, false, false],
    ['editLandAd', true, false, false, false],
    ['createBusinessAd', false, true, false, false],
    ['editBusinessAd', false, true, false, false],
    ['myAds', true, true, false, false],
    ['messages', true, true, true, false],
    ['profile', true, true, true, false],
    ['messageLandOwner', false, false, true, false],
    ['contactBusinessOwner', false, false, true, false],
    ['saveFavorites', true, true, true, false],
    ['reportAds', true, true, true, false],
    ['blockUsers', true, true, true, false],
  ];

  it('covers every capability', () => {
    expect(table.map(([capability]) => capability).sort()).toEqual([...CAPABILITIES].sort());
  });

  it.each(table)('%s', (capability, landOwner, businessOwner, investor, anonymous) => {
    expect(can('land_owner', capability)).toBe(landOwner);
    expect(can('business_owner', capability)).toBe(businessOwner);
    expect(can('investor', capability)).toBe(investor);
    expect(can(null, capability)).toBe(anonymous);
    expect(can(undefined, capability)).toBe(anonymous);
  });
});

describe('authorship', () => {
  it.each([
    [7, { user_id: 7 }, true],
    ['7', { user_id: 7 }, true],
    [7, { author_id: '7' }, true],
    [7, { user_id: 8, author_id: 7 }, true],
    [7, { user_id: 8 }, false],
    [7, {}, false],
    [null, { user_id: 7 }, false],
    [undefined, { author_id: undefined }, false],
    ['', { user_id: '' }, false],
    ['70', { user_id: 7 }, false],
  ])('isAuthor(%j, %j) -> %s', (userId, ad, expected) => {
    expect(isAuthor(userId, ad)).toBe(expected);
  });

  it.each<[UserType | null, number, boolean]>([
    ['investor', 2, true],
    ['investor', 1, false],
    ['land_owner', 2, false],
    ['business_owner', 2, false],
    [null, 2, false],
  ])("'Pošalji poruku vlasniku' for %s user %d on ad of user 1 -> %s", (role, userId, expected) => {
    expect(canMessageLandOwner(role, userId, { user_id: 1 })).toBe(expected);
  });
});

describe('conversations and business descriptions', () => {
  it.each<[UserType | null, 'land' | 'business', boolean]>([
    ['investor', 'land', true],
    ['investor', 'business', true],
    ['land_owner', 'land', false],
    ['land_owner', 'business', false],
    ['business_owner', 'land', false],
    ['business_owner', 'business', false],
    [null, 'land', false],
  ])('canStartConversation(%s, %s) -> %s', (role, adType, expected) => {
    expect(canStartConversation(role, adType)).toBe(expected);
  });

  it.each<[{ id: number; userType: UserType } | null, boolean]>([
    [{ id: 2, userType: 'investor' }, true],
    [{ id: 1, userType: 'business_owner' }, true],
    [{ id: 1, userType: 'land_owner' }, true],
    [{ id: 2, userType: 'business_owner' }, false],
    [{ id: 2, userType: 'land_owner' }, false],
    [null, false],
  ])('canSeeBusinessDescription(%j) of an ad by user 1 -> %s', (viewer, expected) => {
    expect(canSeeBusinessDescription(viewer, { author_id: 1 })).toBe(expected);
  });
});

describe('denial sentences', () => {
  it.each([
    ['land_owner', 'Samo vlasnici zemljišta mogu pristupiti ovoj stranici.'],
    ['business_owner', 'Samo vlasnici biznisa mogu pristupiti ovoj stranici.'],
  ] as const)('%s routes', (role, expected) => {
    expect(denialMessage(role)).toBe(expected);
  });
});
