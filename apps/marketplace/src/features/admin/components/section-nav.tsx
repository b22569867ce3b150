import { Link, useLocation } from 'react-router';
import { adminConsoleTexts } from '@marketplace/domain';
import { paths } from '../../../config/paths';
import * as css from './admin.css';

const text = adminConsoleTexts;

const SECTIONS = [
  { href: paths.admin.href(), label: text.sections.overview, exact: true },
  { href: paths.adminReports.href(), label: text.sections.reports, exact: false },
  { href: paths.adminQueue.href(), label: text.sections.queue, exact: false },
  { href: paths.adminAppeals.href(), label: text.sections.appeals, exact: false },
  { href: paths.adminUsers.href(), label: text.sections.users, exact: false },
  { href: paths.adminAuditLog.href(), label: text.sections.auditLog, exact: false },
] as const;

/** The console's sections as links (each its own address), the current one marked. */
export function SectionNav() {
  const { pathname } = useLocation();
  const current = (href: string, exact: boolean) =>
    exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={text.navLabel}>
      <ul className={css.sectionNav}>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              to={section.href}
              className={css.sectionLink}
              aria-current={current(section.href, section.exact) ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
