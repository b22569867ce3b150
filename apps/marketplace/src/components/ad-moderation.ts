import type { components } from '@marketplace/api-client';
import { adModerationTexts, moderationStateLabel } from '@marketplace/domain';
import { paths } from '../config/paths';

export type AdModeration = components['schemas']['AdModeration'];

/** What the author reads about an ad moderation holds back; nothing for a listed ad. */
export interface AdModerationView {
  state: Exclude<AdModeration['state'], 'live'>;
  /** 'Čeka odobrenje', 'Sakriven', 'Odbijen'. */
  label: string;
  tone: 'info' | 'warning' | 'danger';
  /** What the state means for the ad, in a sentence. */
  notice: string;
  /** The statement of reasons of the decision that hid or rejected it. */
  statement: string | null;
  /** The decision's page, where the author reads it in full and appeals. */
  appealHref: string | null;
}

const TONES = { pending: 'info', hidden: 'warning', rejected: 'danger' } as const;
// The notices' keys in adModerationTexts: each is read when shown, in the current language.
const NOTICES = {
  pending: 'pendingNotice',
  hidden: 'hiddenNotice',
  rejected: 'rejectedNotice',
} as const;

/**
 * The API sends `moderation` to the author only (openapi.yaml AdModeration); a listed ad, or an
 * answer without it, shows nothing. A pending ad has no decision yet, so no statement or appeal.
 */
export function adModerationView(
  moderation: AdModeration | null | undefined,
): AdModerationView | null {
  if (!moderation || moderation.state === 'live') return null;
  const { state } = moderation;
  const decided = state !== 'pending';
  return {
    state,
    label: moderationStateLabel(state),
    tone: TONES[state],
    notice: adModerationTexts[NOTICES[state]],
    statement: decided ? moderation.statement : null,
    appealHref:
      decided && moderation.decision_id !== null ? paths.appeal.href(moderation.decision_id) : null,
  };
}
