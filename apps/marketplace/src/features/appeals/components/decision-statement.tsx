import { Link } from 'react-router';
import { appealTexts } from '@marketplace/domain';
import { Alert } from '@marketplace/ui';
import { DetailList } from '../../../components/detail-list';
import type { Decision } from '../api/get-decision';
import { decisionSummary } from './decision-summary';
import * as css from './appeals.css';

const text = appealTexts;

/**
 * The statement of reasons as the user received it (DSA Art. 17(3)): the measure and what it
 * concerns, the facts, the clause of the terms, how long, what led to it and how it was taken.
 */
export function DecisionStatement({ decision }: { decision: Decision }) {
  const summary = decisionSummary(decision);
  return (
    <section className={css.panel} aria-labelledby="decision-statement">
      <h2 id="decision-statement" className={css.panelTitle}>
        {text.decision}
      </h2>
      {summary.reversed ? <Alert tone="success">{summary.reversed}</Alert> : null}
      <DetailList
        items={[
          [text.measure, summary.measure],
          [text.target, summary.target],
          [text.reason, summary.reason],
          [text.clause, <Link to={summary.clause.href}>{summary.clause.label}</Link>],
          [text.duration, summary.duration],
          [text.decidedAt, summary.decidedAt],
          [text.origin, summary.origin],
          [text.means, summary.means],
        ]}
      />
      <h3 className={css.subTitle}>{text.facts}</h3>
      <p className={css.text}>{decision.statement}</p>
    </section>
  );
}
