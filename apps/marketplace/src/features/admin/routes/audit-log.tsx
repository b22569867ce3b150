import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  TARGET_TYPES,
  actionLabel,
  adminConsoleTexts,
  formatDateTime,
  isDecisionAction,
  reasonLabel,
} from '@marketplace/domain';
import { Button, Select, TextField } from '@marketplace/ui';
import type { AuditAction, AuditEntry } from '../api/admin-keys';
import { auditLogQuery, useAuditLog } from '../api/list-audit-log';
import { auditFiltersOf, isIdFilter } from '../components/audit-filters';
import { QueryState } from '../components/query-state';
import { sectionData, sectionTitle, useStaffId } from '../components/section-data';
import * as css from '../components/admin.css';

const text = adminConsoleTexts.auditLog;
const ANY = 'any';

const auditActionLabel = (action: AuditAction) =>
  isDecisionAction(action) ? actionLabel(action) : text.actions[action];

const data = sectionData((queryClient, api, viewerId) =>
  queryClient.prefetchQuery(auditLogQuery(api, viewerId, {})),
);
// One export each: React Router takes `loader` out of the browser's bundle by its name.
export const loader = data.loader;
export const clientLoader = data.clientLoader;

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={css.summaryLabel}>{adminConsoleTexts.sections.auditLog}</caption>
        <thead>
          <tr>
            <th className={css.cell} scope="col">
              {text.time}
            </th>
            <th className={css.cell} scope="col">
              {text.actor}
            </th>
            <th className={css.cell} scope="col">
              {text.action}
            </th>
            <th className={css.cell} scope="col">
              {text.target}
            </th>
            <th className={css.cell} scope="col">
              {text.details}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={css.cell}>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </td>
              <td className={css.cell}>
                {entry.actor ? `${entry.actor.full_name} (${entry.actor.id})` : text.system}
              </td>
              <td className={css.cell}>{auditActionLabel(entry.action)}</td>
              <td className={css.cell}>
                {`${text.targetTypes[entry.target.type]} #${entry.target.id}`}
              </td>
              <td className={css.cell}>
                {[
                  entry.reason_code ? reasonLabel(entry.reason_code) : null,
                  entry.terms_clause,
                  entry.statement,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Dnevnik': the append-only audit log, newest first, filtered by the address. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersOf(params);
  const [actor, setActor] = useState(filters.actor ? String(filters.actor) : '');
  const [action, setAction] = useState<string>(filters.action ?? ANY);
  const [targetType, setTargetType] = useState<string>(filters.target_type ?? ANY);
  const [targetId, setTargetId] = useState(filters.target_id ? String(filters.target_id) : '');
  const log = useAuditLog(useStaffId(), filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isIdFilter(actor) || !isIdFilter(targetId)) return;
    const next = new URLSearchParams();
    if (actor.trim()) next.set('actor', actor.trim());
    if (action !== ANY) next.set('action', action);
    if (targetType !== ANY) next.set('target_type', targetType);
    if (targetId.trim()) next.set('target_id', targetId.trim());
    setParams(next);
  };
  const reset = () => {
    setActor('');
    setAction(ANY);
    setTargetType(ANY);
    setTargetId('');
    setParams(new URLSearchParams());
  };

  return (
    <section aria-labelledby="admin-audit-log">
      <title>{sectionTitle(adminConsoleTexts.sections.auditLog)}</title>
      <h2 id="admin-audit-log">{adminConsoleTexts.sections.auditLog}</h2>
      <form aria-label={text.filters} onSubmit={apply} noValidate>
        <div className={css.filters}>
          <TextField
            label={text.actor}
            inputMode="numeric"
            value={actor}
            onChange={(event) => setActor(event.target.value)}
            error={isIdFilter(actor) ? undefined : text.invalidId}
          />
          <Select
            label={text.action}
            options={[
              { value: ANY, label: text.any },
              ...AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value) })),
            ]}
            value={action}
            onValueChange={setAction}
          />
          <Select
            label={text.targetType}
            options={[
              { value: ANY, label: text.any },
              ...TARGET_TYPES.map((value) => ({ value, label: text.targetTypes[value] })),
            ]}
            value={targetType}
            onValueChange={setTargetType}
          />
          <TextField
            label={text.targetId}
            inputMode="numeric"
            value={targetId}
            onChange={(event) => setTargetId(event.target.value)}
            error={isIdFilter(targetId) ? undefined : text.invalidId}
          />
        </div>
        <div className={css.actions}>
          <Button type="submit">{text.apply}</Button>
          <Button type="button" variant="outline" onClick={reset}>
            {text.reset}
          </Button>
        </div>
      </form>
      <QueryState query={log} failed={text.loadFailed} empty={text.empty}>
        {(entries) => <AuditTable entries={entries} />}
      </QueryState>
    </section>
  );
}

export default Component;
