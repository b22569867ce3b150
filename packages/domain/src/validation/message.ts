import { characterCountHint } from '../form-limits';

/** openapi.yaml: a message is 1 to 5000 characters after trimming (DESIGN). */
export const MESSAGE_MAX_LENGTH = 5000;
/** The count under a message field appears from here on, as the limit comes near. */
const MESSAGE_COUNT_FROM = 4500;

/** The limit and count under a message field once it nears the limit, else nothing. */
export function messageLengthHint(text: string): string | undefined {
  return text.length >= MESSAGE_COUNT_FROM
    ? characterCountHint(text, MESSAGE_MAX_LENGTH)
    : undefined;
}

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
