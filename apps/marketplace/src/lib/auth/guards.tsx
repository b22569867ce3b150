import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  accessDeniedTexts,
  denialMessage,
  roleLabel,
  siteTexts,
  type RestrictedRole,
} from '@marketplace/domain';
import { AccessDenied } from '@marketplace/ui';
import { paths } from '../../config/paths';
import { useSession } from './session';
import { PageSpinner } from '../../components/page-spinner';

/**
 * Signed-in users only; everyone else goes to /login (spec §2, §6). A user who has just logged out
 * goes to / instead, as the logout itself does (spec §2), whichever of the two redirects runs first.
 * The page asked for travels in the history entry's state (`{ from }`), so /login keeps its plain
 * address and a reload of /login keeps it too (the browser restores history state on reload).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, ended } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <>
        <title>{siteTexts.name}</title>
        <PageSpinner />
      </>
    );
  }
  if (status === 'signedOut' && ended === 'logout') {
    return <Navigate to={paths.home.href()} replace />;
  }
  if (status === 'signedOut') {
    // The page (with its query and fragment) that sign-in returns to (features/auth login).
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.href()} replace state={{ from }} />;
  }
  return <>{children}</>;
}

/**
 * spec §2 Access-denied page: a signed-in user of the wrong type sees 'Pristup odbijen' with the
 * route's sentence (spec §6) and, where a screen has one, its own further sentence (`details`).
 */
export function RequireRole({
  role,
  details,
  children,
}: {
  role: RestrictedRole;
  details?: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <RequireAuth>
      {user && user.userType !== role ? (
        <>
          <title>{siteTexts.pageTitle(accessDeniedTexts.title)}</title>
          <AccessDenied
            message={denialMessage(role)}
            details={details}
            accountType={roleLabel(user.userType)}
            onBack={() => navigate(-1)}
          />
        </>
      ) : (
        children
      )}
    </RequireAuth>
  );
}
