import {
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  appealTexts,
  invalid,
  texts,
  valid,
  type ValidationResult,
} from '@marketplace/domain';

export interface AppealFormValues {
  text: string;
}

/** The appeal's text, trimmed, within the contract's bounds (openapi.yaml AppealRequest). */
export function validateAppeal(values: AppealFormValues): ValidationResult<string> {
  const text = values.text.trim();
  const label = appealTexts.appealLabel;
  if (text === '') return invalid(texts.recovery.fieldRequired(label), 'text');
  if (text.length < APPEAL_TEXT_MIN) {
    return invalid(texts.recovery.fieldTooShort(label, APPEAL_TEXT_MIN), 'text');
  }
  if (text.length > APPEAL_TEXT_MAX) {
    return invalid(texts.recovery.fieldTooLong(label, APPEAL_TEXT_MAX), 'text');
  }
  return valid(text);
}
