import { CONVERSATION_BADGE_CAP, NAV_BADGE_CAP } from './constants';

// spec §2, §9: two badge caps in two places — '99+' in the top bar, '9+' in the conversation
// list (kept on purpose, DESIGN). Both badges are hidden when there is nothing unread.
function formatBadge(count: number | null | undefined, cap: number): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** Top-bar unread badge: null (hidden) at 0 or below, '99+' above 99. */
export function formatNavBadge(count: number | null | undefined): string | null {
  return formatBadge(count, NAV_BADGE_CAP);
}

/** Conversation-row unread badge: null (hidden) at 0 or below, '9+' above 9. */
export function formatConversationBadge(count: number | null | undefined): string | null {
  return formatBadge(count, CONVERSATION_BADGE_CAP);
}
