import {
  actionLabel,
  adminConsoleTexts,
  formatDateTime,
  reasonLabel,
  staffMayTake,
  termsClause,
  type DecisionAction,
} from '@marketplace/domain';
import { Card } from '@marketplace/ui';
import { useStaffRole } from '../../../lib/auth';
import type { Appeal } from '../api/admin-keys';
import { appealsQuery, useOpenAppeals } from '../api/list-appeals';
import { AppealResolutionButton } from '../components/appeal-resolution-button';
import { QueryState } from '../components/query-state';
import { sectionData, sectionTitle, useStaffId } from '../components/section-data';
import * as css from '../components/admin.css';

const text = adminConsoleTexts.appeals;

// Settling an appeal may undo the decision, so it takes whoever may take the undoing measure.
const UNDOING: Partial<Record<DecisionAction, DecisionAction>> = {
  hide: 'restore',
  reject: 'approve',
  suspend: 'lift',
  ban: 'lift',
};

const data = sectionData((queryClient, api, viewerId) =>
  queryClient.prefetchQuery(appealsQuery(api, viewerId)),
);
// One export each: React Router takes `loader` out of the browser's bundle by its name.
export const loader = data.loader;
export const clientLoader = data.clientLoader;

function AppealCard({ appeal }: { appeal: Appeal }) {
  const role = useStaffRole();
  const { decision } = appeal;
  const clause = termsClause(decision.terms_clause);
  const undo = UNDOING[decision.action];
  const subject = `${actionLabel(decision.action)}: ${decision.target_label}`;
  return (
    <Card as="article" variant="outlined" aria-label={subject}>
      <h3 className={css.cardTitle}>{subject}</h3>
      <dl className={css.summary}>
        <dt className={css.summaryLabel}>{text.decision}</dt>
        <dd className={css.summaryValue}>
          <time dateTime={decision.created_at}>{formatDateTime(decision.created_at)}</time>
          {` · ${reasonLabel(decision.reason_code)}`}
        </dd>
        <dt className={css.summaryLabel}>{text.clause}</dt>
        <dd className={css.summaryValue}>
          {clause ? `${clause.id} — ${clause.title}` : decision.terms_clause}
        </dd>
        <dt className={css.summaryLabel}>{text.statement}</dt>
        <dd className={css.summaryValue}>{decision.statement}</dd>
        <dt className={css.summaryLabel}>{text.appealText}</dt>
        <dd className={css.summaryValue}>{appeal.text}</dd>
        <dt className={css.summaryLabel}>{text.submitted}</dt>
        <dd className={css.summaryValue}>
          <time dateTime={appeal.created_at}>{formatDateTime(appeal.created_at)}</time>
        </dd>
      </dl>
      {undo && staffMayTake(role, undo) ? (
        <div className={css.actions}>
          <AppealResolutionButton appealId={appeal.id} outcome="reversed" subject={subject} />
          <AppealResolutionButton appealId={appeal.id} outcome="upheld" subject={subject} />
        </div>
      ) : null}
    </Card>
  );
}

/** 'Žalbe': the open appeals, oldest first, each with the decision it contests. */
export function Component() {
  const appeals = useOpenAppeals(useStaffId());
  return (
    <section aria-labelledby="admin-appeals">
      <title>{sectionTitle(adminConsoleTexts.sections.appeals)}</title>
      <h2 id="admin-appeals">{adminConsoleTexts.sections.appeals}</h2>
      <QueryState query={appeals} failed={text.loadFailed} empty={text.empty}>
        {(list) => (
          <ul className={css.list}>
            {list.map((appeal) => (
              <li key={appeal.id}>
                <AppealCard appeal={appeal} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

export default Component;
