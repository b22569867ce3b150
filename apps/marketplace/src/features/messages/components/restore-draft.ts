/**
 * Puts the text of a failed send back into the thread's composer, in front of anything typed since.
 *
 * The ui MessageComposer clears its own (uncontrolled) field right after `onSend`, and offers no
 * way to set it; until it does, the field is filled as a user would: through the native value
 * setter and an `input` event, which React's onChange picks up.
 */
export function restoreDraft(container: HTMLElement | null, text: string): void {
  const field = container?.querySelector('textarea');
  if (!field || field.disabled) return;
  const typedSince = field.value.trim();
  const value = typedSince ? `${text}\n${field.value}` : text;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
