import { Link } from 'react-router';
import { adminConsoleTexts, formatStaffDuration } from '@marketplace/domain';
import { useAdminSummary, summaryQuery } from '../api/get-summary';
import { QueryState } from '../components/query-state';
import { sectionData, sectionTitle, useStaffId } from '../components/section-data';
import { paths } from '../../../config/paths';
import type { AdminSummary } from '../api/admin-keys';
import * as css from '../components/admin.css';

const text = adminConsoleTexts.overview;

const data = sectionData((queryClient, api, viewerId) =>
  queryClient.prefetchQuery(summaryQuery(api, viewerId)),
);
// One export each: React Router takes `loader` out of the browser's bundle by its name.
export const loader = data.loader;
export const clientLoader = data.clientLoader;

function Stat({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className={css.stat}>
      <dt>{href ? <Link to={href}>{label}</Link> : label}</dt>
      <dd className={css.statValue}>{value}</dd>
    </div>
  );
}

export function SummaryStats({ summary }: { summary: AdminSummary }) {
  const median = summary.median_report_to_decision_seconds;
  return (
    <>
      <dl className={css.stats}>
        <Stat
          label={text.openReports}
          value={String(summary.open_reports)}
          href={paths.adminReports.href()}
        />
        <Stat
          label={text.pendingAds}
          value={String(summary.pending_ads)}
          href={paths.adminQueue.href()}
        />
        <Stat
          label={text.openAppeals}
          value={String(summary.open_appeals)}
          href={paths.adminAppeals.href()}
        />
        <Stat
          label={text.median}
          value={median === null ? text.noMedian : formatStaffDuration(median)}
        />
      </dl>
      <p>{text.medianHint}</p>
    </>
  );
}

/** 'Pregled': the open work and how quickly reports are decided. */
export function Component() {
  const summary = useAdminSummary(useStaffId());
  return (
    <section aria-labelledby="admin-overview">
      <title>{sectionTitle(adminConsoleTexts.sections.overview)}</title>
      <h2 id="admin-overview">{adminConsoleTexts.sections.overview}</h2>
      <QueryState query={summary} failed={text.loadFailed}>
        {(data) => <SummaryStats summary={data} />}
      </QueryState>
    </section>
  );
}

export default Component;
