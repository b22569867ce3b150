// The operator's side (moderation under the EU Digital Services Act): who on the staff may take
// which measure, on what, for which reason, and what it does to an ad. openapi.yaml StaffRole,
// DecisionTargetType, DecisionAction, ReasonCode and AdModerationState list the same values.
import { moderationTexts } from './texts';
import type { StaffRole } from './roles';

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** What a decision is about: an ad of either kind, or an account. */
export const TARGET_TYPES = ['land_ad', 'business_ad', 'user'] as const;
export type DecisionTargetType = (typeof TARGET_TYPES)[number];

export function isDecisionTargetType(value: unknown): value is DecisionTargetType {
  return isOneOf(TARGET_TYPES, value);
}

export const DECISION_ACTIONS = [
  'hide',
  'restore',
  'approve',
  'reject',
  'suspend',
  'ban',
  'lift',
  'verify_company',
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export function isDecisionAction(value: unknown): value is DecisionAction {
  return isOneOf(DECISION_ACTIONS, value);
}

/**
 * What the audit log records (openapi.yaml AuditAction): every decision's action, a staff member
 * opening a user's email and reports, a staff role set, an appeal resolved.
 */
export const AUDIT_ACTIONS = [
  ...DECISION_ACTIONS,
  'view_user',
  'set_staff_role',
  'resolve_appeal',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The measures on an ad. */
export const AD_ACTIONS = ['hide', 'restore', 'approve', 'reject'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

/** The measures on an account: suspend (until a time), ban, lift (ends either), verify_company. */
export const USER_ACTIONS = ['suspend', 'ban', 'lift', 'verify_company'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export function isAdAction(action: DecisionAction): action is AdAction {
  return isOneOf(AD_ACTIONS, action);
}

/** An ad measure applies to an ad of either kind, an account measure to an account only. */
export function actionFitsTarget(action: DecisionAction, targetType: DecisionTargetType): boolean {
  return targetType === 'user' ? isOneOf(USER_ACTIONS, action) : isAdAction(action);
}

export const REASON_CODES = [
  'fraud',
  'illegal',
  'prohibited',
  'wrong_category',
  'duplicate',
  'spam',
  'other',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export function isReasonCode(value: unknown): value is ReasonCode {
  return isOneOf(REASON_CODES, value);
}

// Moderators handle ads, reports, appeals and company checks; measures on accounts (suspend, ban,
// lift) and the staff list are the admins'.
const STAFF_ACTIONS: Readonly<Record<StaffRole, readonly DecisionAction[]>> = {
  moderator: ['hide', 'restore', 'approve', 'reject', 'verify_company'],
  admin: DECISION_ACTIONS,
};

/** May a staff member of this role (null: not staff) take the action? */
export function staffMayTake(role: StaffRole | null | undefined, action: DecisionAction): boolean {
  return role != null && STAFF_ACTIONS[role].includes(action);
}

/** Only admins give and take staff roles. */
export function staffMayManageStaff(role: StaffRole | null | undefined): boolean {
  return role === 'admin';
}

/** Where an ad stands with moderation: listed, awaiting approval, hidden or rejected. */
export const AD_MODERATION_STATES = ['live', 'pending', 'hidden', 'rejected'] as const;
export type AdModerationState = (typeof AD_MODERATION_STATES)[number];

export function isAdModerationState(value: unknown): value is AdModerationState {
  return isOneOf(AD_MODERATION_STATES, value);
}

/**
 * The states an ad measure may start from. `restore` also takes a live ad, only while it has open
 * reports: the moderator keeps it, and the reports are closed (adActionFits).
 */
const AD_ACTION_FROM: Readonly<Record<AdAction, readonly AdModerationState[]>> = {
  hide: ['live', 'pending'],
  restore: ['hidden', 'rejected', 'live'],
  approve: ['pending'],
  reject: ['pending', 'live'],
};

/** Whether an ad measure fits the ad's state (409 otherwise); `openReports` counts its reports. */
export function adActionFits(
  action: AdAction,
  state: AdModerationState,
  openReports: number,
): boolean {
  if (!AD_ACTION_FROM[action].includes(state)) return false;
  return !(action === 'restore' && state === 'live' && openReports === 0);
}

/**
 * The measures that restrict a user: each gets a statement of reasons (DSA Art. 17) and may be
 * appealed; reversing an appeal takes the measure of REVERSAL_OF.
 */
export const RESTRICTIVE_ACTIONS = ['hide', 'reject', 'suspend', 'ban'] as const;
export type RestrictiveAction = (typeof RESTRICTIVE_ACTIONS)[number];

export function isRestrictive(action: DecisionAction): action is RestrictiveAction {
  return isOneOf(RESTRICTIVE_ACTIONS, action);
}

/** The measure that undoes a restrictive one, when an appeal reverses it. */
export const REVERSAL_OF: Readonly<Record<RestrictiveAction, DecisionAction>> = {
  hide: 'restore',
  reject: 'approve',
  suspend: 'lift',
  ban: 'lift',
};

/** The state an ad measure leaves the ad in, whatever its state before. */
export const AD_STATE_AFTER: Readonly<Record<AdAction, AdModerationState>> = {
  hide: 'hidden',
  restore: 'live',
  approve: 'live',
  reject: 'rejected',
};

/** How staff settle an appeal: the decision stands (upheld) or is undone (reversed). */
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export function isAppealOutcome(value: unknown): value is AppealOutcome {
  return isOneOf(APPEAL_OUTCOMES, value);
}

/** The statement of reasons a decision sends, and an appeal's text, after trimming. */
export const MODERATION_STATEMENT_MAX = 2000;
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;

/**
 * DSA Art. 20(1): the affected user may appeal for at least six months after the decision. The end
 * is the same day of the month six months on (the last day of a shorter month).
 */
export const APPEAL_WINDOW_MONTHS = 6;

export function appealDeadline(decidedAt: Date): Date {
  const deadline = new Date(decidedAt.getTime());
  const day = deadline.getUTCDate();
  deadline.setUTCDate(1);
  deadline.setUTCMonth(deadline.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  const lastDay = new Date(
    Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth() + 1, 0),
  ).getUTCDate();
  deadline.setUTCDate(Math.min(day, lastDay));
  return deadline;
}

export function isAppealOpen(decidedAt: Date, now: Date): boolean {
  return now.getTime() <= appealDeadline(decidedAt).getTime();
}

/**
 * post: ads go live at once and staff act afterwards; pre: the ads of new accounts wait for a
 * moderator's approval ('Čeka odobrenje') before they are listed.
 */
export const MODERATION_MODES = ['post', 'pre'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

export function isModerationMode(value: unknown): value is ModerationMode {
  return isOneOf(MODERATION_MODES, value);
}

/** In pre mode, an account is new (its ads wait for approval) for this many days after sign-up. */
export const DEFAULT_MODERATION_NEW_ACCOUNT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Does an ad by this account wait for approval? Only in pre mode, and only while the account is
 * younger than `newAccountDays` (default 7). An unreadable creation time counts as new.
 */
export function needsPreModeration({
  mode,
  accountCreatedAt,
  now,
  newAccountDays = DEFAULT_MODERATION_NEW_ACCOUNT_DAYS,
}: {
  mode: ModerationMode;
  accountCreatedAt: Date;
  now: Date;
  newAccountDays?: number;
}): boolean {
  if (mode !== 'pre') return false;
  const age = now.getTime() - accountCreatedAt.getTime();
  if (Number.isNaN(age)) return true;
  return age < newAccountDays * DAY_MS;
}

/**
 * The fields of a listed ad whose change sends it back for approval, because they are what a
 * fraud would swap after approval. The photos count as well: `editNeedsReview` takes whether they
 * changed (added, deleted or reordered) as its own argument.
 */
export const PRE_MODERATED_LAND_FIELDS = ['title', 'price', 'parcel_number'] as const;
export const PRE_MODERATED_BUSINESS_FIELDS = ['title', 'price'] as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;

// The same value however it arrives: 52000, '52000' and '52000.00' (a numeric column), ' Njiva '
// and 'Njiva', null and ''.
function comparable(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value.trim() : JSON.stringify(value);
  if (DECIMAL.test(text)) return String(Number(text));
  return text === '' ? null : text;
}

/**
 * Does an edit of a listed ad need a moderator's approval? Yes when the photos changed or a field
 * of PRE_MODERATED_*_FIELDS did. `after` holds the fields the edit sets; one it leaves out is
 * unchanged (a partial update), one it sets to null or '' is cleared.
 */
export function editNeedsReview(
  kind: 'land' | 'business',
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  photosChanged: boolean,
): boolean {
  if (photosChanged) return true;
  const fields = kind === 'land' ? PRE_MODERATED_LAND_FIELDS : PRE_MODERATED_BUSINESS_FIELDS;
  return fields.some(
    (field) =>
      Object.hasOwn(after, field) && comparable(before[field]) !== comparable(after[field]),
  );
}

export function reasonLabel(code: ReasonCode): string {
  return moderationTexts.reasons[code];
}

export function actionLabel(action: DecisionAction): string {
  return moderationTexts.actions[action];
}

export function staffRoleLabel(role: StaffRole): string {
  return moderationTexts.staffRoles[role];
}

export function moderationStateLabel(state: AdModerationState): string {
  return moderationTexts.states[state];
}
