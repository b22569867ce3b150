import {
  actionLabel,
  adActionFits,
  adminConsoleTexts,
  formatDateTime,
  texts,
  type DecisionTargetType,
} from '@marketplace/domain';
import { Card } from '@marketplace/ui';
import type { ReportGroup } from '../api/admin-keys';
import { DecisionButton } from './decision-button';
import { ModeratedAdPreview } from './moderated-ad-preview';
import * as css from './admin.css';

const text = adminConsoleTexts.reports;

/** One reported ad: its preview, how many reports and why, each reporter's note, and the measures. */
export function ReportGroupCard({ group, open }: { group: ReportGroup; open: boolean }) {
  const { ad } = group;
  const target: { type: DecisionTargetType; id: number } = {
    type: ad.ad_type === 'land' ? 'land_ad' : 'business_ad',
    id: ad.id,
  };
  const reasons = group.reasons.map((reason) => texts.reportReasons[reason]).join(', ');
  return (
    <Card as="article" variant="outlined" aria-label={ad.title}>
      <ModeratedAdPreview ad={ad} />
      <p className={css.meta}>
        <strong>{text.count(group.count)}</strong>
        <span>{`${text.reasons}: ${reasons}`}</span>
      </p>
      <ul className={css.reports} aria-label={text.count(group.count)}>
        {group.reports.map((report) => (
          <li key={report.id} className={css.report}>
            <p className={css.meta}>
              <span>{`${text.reporter}: ${report.reporter.full_name}`}</span>
              <span>{texts.reportReasons[report.reason]}</span>
              <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
            </p>
            <p className={css.quote}>{report.note ?? text.noNote}</p>
          </li>
        ))}
      </ul>
      {open ? (
        <div className={css.actions}>
          {adActionFits('hide', ad.state, group.count) ? (
            <DecisionButton
              label={text.hide}
              action="hide"
              target={target}
              subject={ad.title}
              variant="danger"
            />
          ) : null}
          {adActionFits('restore', ad.state, group.count) ? (
            <DecisionButton
              label={ad.state === 'live' ? text.keep : actionLabel('restore')}
              action="restore"
              target={target}
              subject={ad.title}
              variant="outline"
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
