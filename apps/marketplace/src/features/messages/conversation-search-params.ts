import type { AdType, Conversation } from '@marketplace/api-client';

/**
 * The messages screen keeps its state in the address, so reload and back/forward work:
 * `?c=<id>` is the open conversation, and `?adId=&receiverId=&sendInitial=1[&adType=business]`
 * (spec §2) asks to write to an ad's owner. Pure functions, no React.
 */

/** The open conversation's search parameter. */
export const SELECTED_PARAM = 'c';
const SEND_INITIAL_PARAM = 'sendInitial';

export interface StartRequest {
  adId: number;
  receiverId: number;
  adType: AdType;
}

export type StartDecision =
  | { type: 'select'; conversationId: number }
  | { type: 'openDialog'; request: StartRequest }
  | { type: 'nothing' };

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The conversation named by `?c=`, or null. */
export function readSelectedId(params: URLSearchParams): number | null {
  return positiveInt(params.get(SELECTED_PARAM));
}

/** spec §2: only adId, receiverId and sendInitial=1 together ask for a first message. */
export function readStartRequest(params: URLSearchParams): StartRequest | null {
  if (params.get(SEND_INITIAL_PARAM) !== '1') return null;
  const adId = positiveInt(params.get('adId'));
  const receiverId = positiveInt(params.get('receiverId'));
  if (adId === null || receiverId === null) return null;
  // DESIGN: the business 'Kontaktiraj vlasnika' button adds adType=business; land otherwise.
  const adType: AdType = params.get('adType') === 'business' ? 'business' : 'land';
  return { adId, receiverId, adType };
}

const samePair = (conversation: Conversation, a: number, b: number) =>
  (conversation.sender_id === a && conversation.receiver_id === b) ||
  (conversation.sender_id === b && conversation.receiver_id === a);

// The list answer names the ad of a business conversation in ad_id and business_ad_id alike.
const adIdOf = (conversation: Conversation) =>
  conversation.ad_type === 'business'
    ? (conversation.ad_id ?? conversation.business_ad_id)
    : conversation.ad_id;

/**
 * spec §2: an existing conversation about that ad between the user and the receiver is selected;
 * otherwise the start dialog opens. Nobody writes to themselves.
 */
export function decideStart(
  conversations: readonly Conversation[],
  request: StartRequest | null,
  currentUserId: number,
): StartDecision {
  if (request === null || request.receiverId === currentUserId) return { type: 'nothing' };
  const existing = conversations.find(
    (conversation) =>
      conversation.ad_type === request.adType &&
      adIdOf(conversation) === request.adId &&
      samePair(conversation, currentUserId, request.receiverId),
  );
  return existing
    ? { type: 'select', conversationId: existing.id }
    : { type: 'openDialog', request };
}

/** Given the loaded conversations and the address: select one, open the dialog, or nothing. */
export function resolveStartRequest(
  conversations: readonly Conversation[],
  params: URLSearchParams,
  currentUserId: number,
): StartDecision {
  return decideStart(conversations, readStartRequest(params), currentUserId);
}

/** The address after choosing a conversation: only `?c=<id>` (a start request is done with). */
export function selectedParams(conversationId: number): URLSearchParams {
  return new URLSearchParams({ [SELECTED_PARAM]: String(conversationId) });
}

/** spec §2: closing the dialog or sending removes sendInitial from the address. */
export function withoutSendInitial(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SEND_INITIAL_PARAM);
  return next;
}

/** The list without a selection (narrow screens' back control). */
export function withoutSelection(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SELECTED_PARAM);
  return next;
}
