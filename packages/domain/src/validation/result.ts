// One result shape for every form check: either the cleaned payload to send, or the single
// Serbian error line the form shows (spec §5 forms show one message at a time), with the field it
// belongs to when it belongs to one (the form marks that field invalid).
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly field?: string };

export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function invalid<T = never>(error: string, field?: string): ValidationResult<T> {
  return field === undefined ? { ok: false, error } : { ok: false, error, field };
}

/** What a form control yields: text from inputs and selects, or an already-parsed number. */
export type FormValue = string | number | null | undefined;

/** Empty means "not filled in": nothing, or only whitespace. */
export function isBlank(value: FormValue): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** A finite number from a form control; undefined when blank or not a number. */
export function parseNumber(value: FormValue): number | undefined {
  if (isBlank(value)) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** An integer id from a select; undefined when blank or not an integer (spec §5: "ID mora biti broj"). */
export function parseId(value: FormValue): number | undefined {
  const n = parseNumber(value);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

/**
 * spec §5 (edit business ad): an optional number — blank becomes null (sent as null), a number is
 * kept, anything else is 'invalid' so the caller can reject it with its own message.
 */
export function parseOptionalNumber(value: FormValue): number | null | 'invalid' {
  if (isBlank(value)) return null;
  return parseNumber(value) ?? 'invalid';
}
