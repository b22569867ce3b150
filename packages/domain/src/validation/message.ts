/**
 * spec §2, §5: a blank or whitespace-only message is not sent; both send buttons (pane and
 * new-conversation dialog) are disabled in that case.
 */
export function canSendMessage(text: string | null | undefined): boolean {
  return text != null && text.trim() !== '';
}

/** The text to send (trimmed), or null when nothing may be sent. */
export function prepareMessage(text: string | null | undefined): string | null {
  return canSendMessage(text) ? (text as string).trim() : null;
}
