import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import {
  accessDeniedTexts,
  adminConsoleTexts,
  moderationTexts,
  roleLabel,
  siteTexts,
} from '@marketplace/domain';
import { AccessDenied } from '@marketplace/ui';
import { PageSpinner } from '../../../components/page-spinner';
import { RequireAuth, useSession, useStaffRole } from '../../../lib/auth';
import { SectionNav } from '../components/section-nav';
import * as page from '../../../components/page.css';

/** Staff only: anyone else signed in gets 'Pristup odbijen' (the server answers them 403 too). */
function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const role = useStaffRole();
  const navigate = useNavigate();
  if (!user || role === undefined) return <PageSpinner />;
  if (role === null) {
    return (
      <>
        <title>{siteTexts.pageTitle(accessDeniedTexts.title)}</title>
        <AccessDenied
          message={moderationTexts.adminAccessDenied}
          accountType={roleLabel(user.userType)}
          onBack={() => navigate(-1)}
        />
      </>
    );
  }
  return <>{children}</>;
}

/**
 * /admin and its sections: the heading, the sections' links and the current section
 * (`children`, default the matched child route).
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <StaffOnly>
        <div className={page.page}>
          <h1 className={page.title}>{adminConsoleTexts.title}</h1>
          <SectionNav />
          {children ?? <Outlet />}
        </div>
      </StaffOnly>
    </RequireAuth>
  );
}

export default AdminLayout;
