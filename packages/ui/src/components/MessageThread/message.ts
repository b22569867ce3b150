/** spec §3: one message of a conversation. */
export interface Message {
  id: number;
  sender_id: number;
  content: string;
  created_at: string;
}

/**
 * A message the server did not take (no connection, or refused): it stays in the thread, marked
 * 'Nije poslato', with its text, why (`error`) and a way to send it again, so nothing typed is lost.
 */
export interface UnsentMessage {
  /** The app's own key for it (it has no server id). */
  key: string;
  content: string;
  /** What happened, in Serbian (the server's refusal, or that there was no connection). */
  error?: string;
}
