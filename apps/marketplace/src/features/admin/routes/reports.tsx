import { Link, useSearchParams } from 'react-router';
import { adminConsoleTexts } from '@marketplace/domain';
import { paths } from '../../../config/paths';
import type { ReportStatus } from '../api/admin-keys';
import { reportsQuery, useReportGroups } from '../api/list-reports';
import { QueryState } from '../components/query-state';
import { ReportGroupCard } from '../components/report-group-card';
import { sectionData, sectionTitle, useStaffId } from '../components/section-data';
import * as css from '../components/admin.css';

const text = adminConsoleTexts.reports;

const statusOf = (params: URLSearchParams): ReportStatus =>
  params.get('status') === 'closed' ? 'closed' : 'open';

// The open reports are asked ahead; 'Rešene' loads when chosen.
const data = sectionData((queryClient, api, viewerId) =>
  queryClient.prefetchQuery(reportsQuery(api, viewerId, 'open')),
);
// One export each: React Router takes `loader` out of the browser's bundle by its name.
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** 'Prijave': reports grouped by ad, open ones (with the measures) or the decided ones. */
export function Component() {
  const [params] = useSearchParams();
  const status = statusOf(params);
  const groups = useReportGroups(useStaffId(), status);
  return (
    <section aria-labelledby="admin-reports">
      <title>{sectionTitle(adminConsoleTexts.sections.reports)}</title>
      <h2 id="admin-reports">{adminConsoleTexts.sections.reports}</h2>
      <nav aria-label={text.filter}>
        <ul className={css.sectionNav}>
          <li>
            <Link
              to={paths.adminReports.href()}
              className={css.sectionLink}
              aria-current={status === 'open' ? 'page' : undefined}
            >
              {text.open}
            </Link>
          </li>
          <li>
            <Link
              to={paths.adminReports.href('closed')}
              className={css.sectionLink}
              aria-current={status === 'closed' ? 'page' : undefined}
            >
              {text.closed}
            </Link>
          </li>
        </ul>
      </nav>
      <QueryState
        query={groups}
        failed={text.loadFailed}
        empty={status === 'open' ? text.empty : text.emptyClosed}
      >
        {(list) => (
          <ul className={css.list}>
            {list.map((group) => (
              <li key={`${group.ad.ad_type}-${group.ad.id}`}>
                <ReportGroupCard group={group} open={status === 'open'} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

export default Component;
