/** spec §3: a conversation as the list answer carries it. */
export interface Conversation {
  id: number;
  ad_id: number | null;
  business_ad_id: number | null;
  /** 'business' for business ads; anything else is a land ad. */
  ad_type: string;
  ad_title: string;
  /** The investor who started it. */
  sender_id: number;
  /** The ad's author. */
  receiver_id: number;
  sender_name: string;
  receiver_name: string;
  last_message: string;
  last_message_time: string;
  unread_count: number;
}

type ConversationParties = Pick<
  Conversation,
  'sender_id' | 'receiver_id' | 'sender_name' | 'receiver_name'
>;

/** The name of the participant who is not the signed-in user (who is sender or receiver). */
export function otherPartyName(
  conversation: ConversationParties,
  currentUserId: number | string,
): string {
  return String(conversation.sender_id) === String(currentUserId)
    ? conversation.receiver_name
    : conversation.sender_name;
}

/** spec §2: /business/{ad_id} for business ads, otherwise /ads/{ad_id}; null without an ad id. */
export function conversationAdHref(
  conversation: Pick<Conversation, 'ad_id' | 'business_ad_id' | 'ad_type'>,
): string | null {
  if (conversation.ad_type === 'business') {
    const id = conversation.ad_id ?? conversation.business_ad_id;
    return id == null ? null : `/business/${id}`;
  }
  return conversation.ad_id == null ? null : `/ads/${conversation.ad_id}`;
}
