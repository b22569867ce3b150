import {
  actionLabel,
  appealDeadline,
  appealTexts,
  formatDate,
  isAppealOpen,
  reasonLabel,
  termsClause,
  type DateFormatOptions,
} from '@marketplace/domain';
import { paths } from '../../../config/paths';
import type { AppealState, Decision } from '../api/get-decision';

const text = appealTexts;

/** The statement of reasons in words, as DSA Art. 17(3) lists what it gives. */
export interface DecisionSummary {
  measure: string;
  target: string;
  reason: string;
  /** The clause of the terms the decision relies on, and its anchor on /uslovi. */
  clause: { label: string; href: string };
  duration: string;
  decidedAt: string;
  origin: string;
  means: string;
  /** When staff undid the decision (a reversed appeal), in words; null while it stands. */
  reversed: string | null;
}

export function decisionSummary(
  decision: Decision,
  options: DateFormatOptions = {},
): DecisionSummary {
  const clause = termsClause(decision.terms_clause);
  return {
    measure: actionLabel(decision.action),
    target:
      decision.target.type === 'user'
        ? text.targetAccount(decision.target_label)
        : text.targetAd(decision.target_label),
    reason: reasonLabel(decision.reason_code),
    clause: {
      // A clause since renumbered still links its anchor, by the number the decision cites.
      label: clause ? text.clauseLink(clause.id, clause.title) : decision.terms_clause,
      href: paths.terms.href(decision.terms_clause),
    },
    duration: decision.until ? text.until(formatDate(decision.until, options)) : text.indefinite,
    decidedAt: formatDate(decision.created_at, options),
    origin: decision.followed_report ? text.afterReport : text.ownInitiative,
    means: decision.automated ? text.automated : text.notAutomated,
    reversed: decision.reversed_at
      ? text.reversed(formatDate(decision.reversed_at, options))
      : null,
  };
}

/** DSA Art. 20(1): whether the appeal window is still open, and the sentence that says until when. */
export function appealWindow(
  decision: Pick<Decision, 'created_at'>,
  now: Date,
  options: DateFormatOptions = {},
): { open: boolean; sentence: string } {
  const decidedAt = new Date(decision.created_at);
  const deadline = formatDate(appealDeadline(decidedAt), options);
  return isAppealOpen(decidedAt, now)
    ? { open: true, sentence: text.appealDeadline(deadline) }
    : { open: false, sentence: text.appealClosed(deadline) };
}

/** Where an appeal stands, in one sentence: open, upheld or reversed. */
export function appealStatusText(appeal: Pick<AppealState, 'status'>): string {
  switch (appeal.status) {
    case 'open':
      return text.open;
    case 'upheld':
      return text.upheld;
    case 'reversed':
      return text.reversedAppeal;
  }
}
