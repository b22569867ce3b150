import {
  adminConsoleTexts,
  isReasonCode,
  isTermsClause,
  MODERATION_STATEMENT_MAX,
  type ReasonCode,
} from '@marketplace/domain';

const text = adminConsoleTexts.decision;

/** What the decision dialog holds: '' for a choice not made yet. */
export interface DecisionFormValues {
  reason: string;
  clause: string;
  statement: string;
  /** A `datetime-local` value ('2025-03-01T12:00'), read as local time; suspensions only. */
  until: string;
}

export const emptyDecisionForm: DecisionFormValues = {
  reason: '',
  clause: '',
  statement: '',
  until: '',
};

/** Which fields the dialog asks: every decision the reason, clause and statement; an appeal only the statement. */
export interface DecisionFormShape {
  reasonAndClause: boolean;
  until: boolean;
}

export type DecisionFormErrors = Partial<Record<keyof DecisionFormValues, string>>;

export type DecisionFormCheck =
  | {
      ok: true;
      reason: ReasonCode | null;
      clause: string | null;
      statement: string;
      until: string | null;
    }
  | { ok: false; errors: DecisionFormErrors };

/**
 * The dialog's rules, as the server checks them (openapi.yaml DecisionRequest): a reason code, a
 * clause of the terms, a statement (trimmed, 1–MODERATION_STATEMENT_MAX), and for a suspension
 * an end in the future (sent as an ISO date-time).
 */
export function checkDecisionForm(
  values: DecisionFormValues,
  shape: DecisionFormShape,
  now: Date,
): DecisionFormCheck {
  const errors: DecisionFormErrors = {};
  const reason = isReasonCode(values.reason) ? values.reason : null;
  const clause = isTermsClause(values.clause) ? values.clause : null;
  if (shape.reasonAndClause && !reason) errors.reason = text.reasonRequired;
  if (shape.reasonAndClause && !clause) errors.clause = text.clauseRequired;
  const statement = values.statement.trim();
  if (!statement) errors.statement = text.statementRequired;
  else if (statement.length > MODERATION_STATEMENT_MAX) {
    errors.statement = text.statementTooLong(MODERATION_STATEMENT_MAX);
  }
  let until: string | null = null;
  if (shape.until) {
    const end = values.until ? new Date(values.until) : null;
    if (!end || Number.isNaN(end.getTime())) errors.until = text.untilRequired;
    else if (end.getTime() <= now.getTime()) errors.until = text.untilInPast;
    else until = end.toISOString();
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, reason, clause, statement, until };
}
