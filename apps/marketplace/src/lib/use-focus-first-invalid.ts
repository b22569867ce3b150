import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

// A required control the user has not filled in: an empty text field, or a Radix select still
// showing its placeholder (its trigger carries data-placeholder then). Disabled ones are skipped.
const REQUIRED_CONTROLS = [
  'input[aria-required="true"]:not(:disabled)',
  'textarea[aria-required="true"]:not(:disabled)',
  'button[aria-required="true"][data-placeholder]:not(:disabled)',
].join(', ');

const isEmpty = (control: Element): boolean =>
  control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
    ? control.value.trim() === ''
    : true;

/** Where a failed submit takes the user: see useFocusFirstInvalid. */
function targetOf(form: HTMLFormElement, errorId: string): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (marked) return marked;
  const empty = [...form.querySelectorAll<HTMLElement>(REQUIRED_CONTROLS)].find(isEmpty);
  return empty ?? form.ownerDocument.getElementById(errorId);
}

export interface FocusFirstInvalid {
  /** For the form element. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * The id for the form's one error message (an Alert with tabIndex -1, inside the form or not):
   * the invalid field is described by it, and it is focused when no field is at fault.
   */
  errorId: string;
  /** Call on each failed submit (the form's own check or the server's refusal). */
  failed: () => void;
}

/**
 * No dead ends: after a failed submit, once the form has rendered its message, the page scrolls to
 * and focuses the field marked aria-invalid, else the first required field left empty, else the
 * message itself (phones included, where the message may be out of sight).
 */
export function useFocusFirstInvalid(): FocusFirstInvalid {
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = `${useId()}-error`;
  // Set by each failed submit, cleared once the failure has been shown and focused. The message
  // may render a little after the call (a form library or a query reports on its own schedule):
  // the effect waits for it, so the field it marks is known.
  const pending = useRef(false);
  const [, setFailures] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    const form = formRef.current;
    if (!form || !form.ownerDocument.getElementById(errorId)) return;
    pending.current = false;
    const target = targetOf(form, errorId);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
  const failed = useCallback(() => {
    pending.current = true;
    setFailures((count) => count + 1);
  }, []);
  return { formRef, errorId, failed };
}

/** What marks a field as the one the form's message is about. */
export type InvalidFieldProps = { invalid?: true; 'aria-describedby'?: string };

/**
 * The props of the field called `name`: invalid and described by the message when the form's
 * error names it (`errorField`), none otherwise. Spread them on a TextField, NumberField,
 * PasswordField, TextArea or Select.
 */
export function invalidFieldProps(
  errorField: string | undefined,
  errorId: string,
): (name: string) => InvalidFieldProps {
  return (name) => (errorField === name ? { invalid: true, 'aria-describedby': errorId } : {});
}
