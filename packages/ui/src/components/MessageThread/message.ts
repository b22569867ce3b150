/** spec §3: one message of a conversation. */
export interface Message {
  id: number;
  sender_id: number;
  content: string;
  created_at: string;
}
