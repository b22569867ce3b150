import { Link, useLocation } from 'react-router';
import { adminConsoleTexts } from '@marketplace/domain';
import { paths } from '../../../config/paths';
import * as css from './admin.css';

const text = adminConsoleTexts;

// Each label is named by its key in text.sections and read when shown, in the current language.
const SECTIONS = [
  { href: paths.admin.href(), name: 'overview', exact: true },
  { href: paths.adminReports.href(), name: 'reports', exact: false },
  { href: paths.adminQueue.href(), name: 'queue', exact: false },
  { href: paths.adminAppeals.href(), name: 'appeals', exact: false },
  { href: paths.adminUsers.href(), name: 'users', exact: false },
  { href: paths.adminAuditLog.href(), name: 'auditLog', exact: false },
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
              {text.sections[section.name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
