import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';
import { STAFF_ROLES, isStaffRole, type StaffRole } from './roles';
import {
  AD_ACTIONS,
  AD_STATE_AFTER,
  APPEAL_OUTCOMES,
  DECISION_ACTIONS,
  DEFAULT_MODERATION_NEW_ACCOUNT_DAYS,
  MODERATION_MODES,
  REASON_CODES,
  TARGET_TYPES,
  USER_ACTIONS,
  actionFitsTarget,
  adActionFits,
  isRestrictive,
  REVERSAL_OF,
  type AdAction,
  actionLabel,
  appealDeadline,
  editNeedsReview,
  isAdModerationState,
  isAppealOpen,
  isAppealOutcome,
  isDecisionAction,
  isDecisionTargetType,
  isModerationMode,
  isReasonCode,
  moderationStateLabel,
  needsPreModeration,
  reasonLabel,
  staffMayManageStaff,
  staffMayTake,
  staffRoleLabel,
  type AdModerationState,
  type DecisionAction,
  type DecisionTargetType,
  type ReasonCode,
} from './moderation';
import { serverTexts } from './server-texts';
import { texts } from './texts';

describe('the lists match openapi.yaml', () => {
  it('in order', () => {
    expect([...STAFF_ROLES]).toEqual(['moderator', 'admin']);
    expect([...TARGET_TYPES]).toEqual(['land_ad', 'business_ad', 'user']);
    expect([...DECISION_ACTIONS]).toEqual([
      'hide',
      'restore',
      'approve',
      'reject',
      'suspend',
      'ban',
      'lift',
      'verify_company',
    ]);
    expect([...REASON_CODES]).toEqual([
      'fraud',
      'illegal',
      'prohibited',
      'wrong_category',
      'duplicate',
      'spam',
      'other',
    ]);
    expect([...APPEAL_OUTCOMES]).toEqual(['upheld', 'reversed']);
    expect([...MODERATION_MODES]).toEqual(['post', 'pre']);
  });

  it('splits the actions into ad and user actions, each once', () => {
    expect([...AD_ACTIONS, ...USER_ACTIONS].sort()).toEqual([...DECISION_ACTIONS].sort());
  });
});

describe('type guards', () => {
  it.each([
    [isStaffRole, 'admin', true],
    [isStaffRole, 'moderator', true],
    [isStaffRole, 'investor', false],
    [isStaffRole, null, false],
    [isDecisionTargetType, 'business_ad', true],
    [isDecisionTargetType, 'ad', false],
    [isDecisionAction, 'verify_company', true],
    [isDecisionAction, 'delete', false],
    [isReasonCode, 'spam', true],
    [isReasonCode, 'sold', false],
    [isAdModerationState, 'pending', true],
    [isAdModerationState, 'deleted', false],
    [isAppealOutcome, 'reversed', true],
    [isAppealOutcome, 'open', false],
    [isModerationMode, 'pre', true],
    [isModerationMode, 'PRE', false],
    [isModerationMode, 1, false],
  ] as const)('%o(%j) -> %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe('which action fits which target', () => {
  it.each<[DecisionAction, DecisionTargetType, boolean]>([
    ['hide', 'land_ad', true],
    ['reject', 'business_ad', true],
    ['approve', 'user', false],
    ['restore', 'user', false],
    ['suspend', 'user', true],
    ['verify_company', 'user', true],
    ['ban', 'land_ad', false],
    ['lift', 'business_ad', false],
    ['verify_company', 'business_ad', false],
  ])('%s on %s -> %s', (action, target, expected) => {
    expect(actionFitsTarget(action, target)).toBe(expected);
  });
});

describe('who on the staff takes which action', () => {
  it.each<[StaffRole | null, DecisionAction, boolean]>([
    ['moderator', 'hide', true],
    ['moderator', 'restore', true],
    ['moderator', 'approve', true],
    ['moderator', 'reject', true],
    ['moderator', 'verify_company', true],
    ['moderator', 'suspend', false],
    ['moderator', 'ban', false],
    ['moderator', 'lift', false],
    ['admin', 'suspend', true],
    ['admin', 'ban', true],
    ['admin', 'lift', true],
    ['admin', 'hide', true],
    [null, 'hide', false],
    [null, 'verify_company', false],
  ])('%s, %s -> %s', (role, action, expected) => {
    expect(staffMayTake(role, action)).toBe(expected);
  });

  it('lets an admin take all eight actions', () => {
    expect(DECISION_ACTIONS.filter((action) => staffMayTake('admin', action))).toHaveLength(8);
  });

  it.each<[StaffRole | null, boolean]>([
    ['admin', true],
    ['moderator', false],
    [null, false],
  ])('%s manages staff -> %s', (role, expected) => {
    expect(staffMayManageStaff(role)).toBe(expected);
  });
});

describe('the state an ad measure leaves', () => {
  it.each<[keyof typeof AD_STATE_AFTER, AdModerationState]>([
    ['hide', 'hidden'],
    ['restore', 'live'],
    ['approve', 'live'],
    ['reject', 'rejected'],
  ])('%s -> %s', (action, state) => {
    expect(AD_STATE_AFTER[action]).toBe(state);
  });
});

describe('pre-moderation of new accounts', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it('defaults to 7 days', () => {
    expect(DEFAULT_MODERATION_NEW_ACCOUNT_DAYS).toBe(7);
  });

  it.each([
    ['pre', 0, undefined, true],
    ['pre', 6.99, undefined, true],
    ['pre', 7, undefined, false],
    ['pre', 30, undefined, false],
    ['pre', 10, 14, true],
    ['pre', 0, 0, false],
    ['post', 0, undefined, false],
    ['post', 1, 14, false],
  ] as const)('%s mode, account %s days old, %s days new -> %s', (mode, age, days, expected) => {
    expect(
      needsPreModeration({ mode, accountCreatedAt: daysAgo(age), now, newAccountDays: days }),
    ).toBe(expected);
  });

  it('treats an unreadable creation time as new in pre mode', () => {
    const accountCreatedAt = new Date('not a date');
    expect(needsPreModeration({ mode: 'pre', accountCreatedAt, now })).toBe(true);
    expect(needsPreModeration({ mode: 'post', accountCreatedAt, now })).toBe(false);
  });
});

describe('edits that send a listed ad back for approval', () => {
  const land = { title: 'Njiva kod Sombora', price: 52000, parcel_number: '1234/5', area: 9000 };
  const business = { title: 'Pekara u Nišu', price: 91000, description: 'Dve peći.' };

  it.each([
    ['a new title', { title: 'Njiva kod Apatina' }, true],
    ['a new price', { price: 48000 }, true],
    ['a new parcel number', { parcel_number: '1234/6' }, true],
    ['a cleared parcel number', { parcel_number: null }, true],
    ['the same price as text', { price: '52000' }, false],
    ['the same price as a numeric column', { price: '52000.00' }, false],
    ['the same title with spaces', { title: ' Njiva kod Sombora ' }, false],
    ['another area only', { area: 9500 }, false],
    ['nothing', {}, false],
  ])('land: %s -> %s', (_, change, expected) => {
    expect(editNeedsReview('land', land, { ...land, ...change }, false)).toBe(expected);
  });

  it('leaves out a field the edit does not set (a partial update)', () => {
    expect(editNeedsReview('land', land, { area: 9500 }, false)).toBe(false);
    expect(editNeedsReview('land', land, { price: 1 }, false)).toBe(true);
  });

  it.each([
    ['a new title', { title: 'Pekara u Leskovcu' }, true],
    ['a new price', { price: 95000 }, true],
    ['a parcel number (not a business field)', { parcel_number: '1' }, false],
    ['a new description', { description: 'Tri peći.' }, false],
  ])('business: %s -> %s', (_, change, expected) => {
    expect(editNeedsReview('business', business, { ...business, ...change }, false)).toBe(expected);
  });

  it('counts changed photos for either kind', () => {
    expect(editNeedsReview('land', land, land, true)).toBe(true);
    expect(editNeedsReview('business', business, business, true)).toBe(true);
  });
});

describe('the appeal window (six months)', () => {
  it.each([
    ['2025-01-10T09:00:00Z', '2025-07-10T09:00:00Z'],
    ['2025-08-31T12:00:00Z', '2026-02-28T12:00:00Z'],
    ['2023-08-31T12:00:00Z', '2024-02-29T12:00:00Z'],
    ['2025-12-15T00:00:00Z', '2026-06-15T00:00:00Z'],
  ])('decided %s -> open until %s', (decided, until) => {
    expect(appealDeadline(new Date(decided)).toISOString()).toBe(new Date(until).toISOString());
  });

  it('is open up to the deadline and closed after it', () => {
    const decided = new Date('2025-01-10T09:00:00Z');
    expect(isAppealOpen(decided, new Date('2025-01-10T09:00:01Z'))).toBe(true);
    expect(isAppealOpen(decided, new Date('2025-07-10T09:00:00Z'))).toBe(true);
    expect(isAppealOpen(decided, new Date('2025-07-10T09:00:01Z'))).toBe(false);
  });
});

describe('labels', () => {
  it.each<[ReasonCode, string]>([
    ['fraud', 'Prevara'],
    ['illegal', 'Nezakonit sadržaj'],
    ['prohibited', 'Zabranjen proizvod ili usluga'],
    ['wrong_category', 'Pogrešna kategorija'],
    ['duplicate', 'Duplikat oglasa'],
    ['spam', 'Neželjeni sadržaj (spam)'],
    ['other', 'Drugo'],
  ])('reason %s -> %s', (code, label) => {
    expect(reasonLabel(code)).toBe(label);
  });

  it.each<[DecisionAction, string]>([
    ['hide', 'Sakrij oglas'],
    ['restore', 'Vrati oglas'],
    ['approve', 'Odobri oglas'],
    ['reject', 'Odbij oglas'],
    ['suspend', 'Suspenduj nalog'],
    ['ban', 'Zabrani nalog'],
    ['lift', 'Ukini meru'],
    ['verify_company', 'Verifikuj firmu'],
  ])('action %s -> %s', (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });

  it.each<[StaffRole, string]>([
    ['moderator', 'Moderator'],
    ['admin', 'Administrator'],
  ])('staff role %s -> %s', (role, label) => {
    expect(staffRoleLabel(role)).toBe(label);
  });

  it.each<[AdModerationState, string]>([
    ['live', 'Objavljen'],
    ['pending', 'Čeka odobrenje'],
    ['hidden', 'Sakriven'],
    ['rejected', 'Odbijen'],
  ])('state %s -> %s', (state, label) => {
    expect(moderationStateLabel(state)).toBe(label);
  });
});

// Literals copied by hand, so a typo in the catalogues fails here.
describe('the texts of the operator side', () => {
  const api = serverTexts.apiModeration;

  it.each([
    [api.forbiddenStaff, 'Samo moderatori mogu izvršiti ovu radnju.'],
    [api.adminOnly, 'Samo administratori mogu izvršiti ovu radnju.'],
    [api.actionDoesNotFitTarget, 'Ova mera se ne može primeniti na izabrani cilj.'],
    [api.unknownClause, 'Navedena tačka uslova korišćenja ne postoji.'],
    [api.appealNotYours, 'Žalbu može podneti samo korisnik na koga se odluka odnosi.'],
    [api.banned, 'Vaš nalog je trajno zabranjen.'],
    [api.companyNumberInvalid, 'Matični/poreski broj firme nije ispravan za izabranu državu.'],
    [api.companyNotEntered, 'Korisnik nije uneo podatke o firmi.'],
    [texts.moderation.companyVerified, 'Verifikovana firma'],
    [texts.moderation.pendingApproval, 'Čeka odobrenje'],
    [texts.moderation.adminAccessDenied, 'Samo moderatori mogu pristupiti ovoj stranici.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  // formatDateTime's form: formatDate's ('20. jul 2025.') would end in two dots.
  it('names the end of a suspension', () => {
    expect(fillText(api.suspendedUntil, { until: '20.07.2025 14:00' })).toBe(
      'Vaš nalog je suspendovan do 20.07.2025 14:00.',
    );
  });
});

describe('which state an ad measure starts from (server, mocks and console alike)', () => {
  const cases: Array<[AdAction, AdModerationState, number, boolean]> = [
    ['hide', 'live', 0, true],
    ['hide', 'pending', 0, true],
    ['hide', 'hidden', 1, false],
    ['hide', 'rejected', 0, false],
    ['approve', 'pending', 0, true],
    ['approve', 'live', 0, false],
    ['reject', 'pending', 0, true],
    ['reject', 'live', 0, true],
    ['reject', 'hidden', 0, false],
    ['restore', 'hidden', 0, true],
    ['restore', 'rejected', 0, true],
    ['restore', 'pending', 2, false],
    // Keeping a live ad closes its reports: without open reports there is nothing to decide.
    ['restore', 'live', 1, true],
    ['restore', 'live', 0, false],
  ];
  it.each(cases)('%s on %s with %i open reports: %s', (action, state, reports, fits) => {
    expect(adActionFits(action, state, reports)).toBe(fits);
  });

  it('restricts with hide, reject, suspend and ban, each undone by its reversal', () => {
    expect(DECISION_ACTIONS.filter(isRestrictive)).toEqual(['hide', 'reject', 'suspend', 'ban']);
    expect(REVERSAL_OF).toEqual({
      hide: 'restore',
      reject: 'approve',
      suspend: 'lift',
      ban: 'lift',
    });
  });
});
