import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { NavBar, SkipLink } from '@marketplace/ui';
import { feedbackTexts, inPageScript } from '@marketplace/domain';
import { PageSpinner } from '../components/page-spinner';
import { useSession, useStaffRole } from '../lib/auth';
import { useUnreadCount } from '../features/messages/api/get-unread-count';
import { paths } from '../config/paths';
import { SiteFooter } from './site-footer';
import { useLanguageLinks } from './language-links';
import * as styles from './root-layout.css';

/**
 * The top bar, the page's main region around `children` (default: the matched route) and the
 * footer. The screens that need a session wait for it themselves (RequireAuth); the rest render
 * at once.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  const staffRole = useStaffRole();
  const unreadCount = useUnreadCount();
  const navigate = useNavigate();
  const location = useLocation();
  const languages = useLanguageLinks();

  // spec §2: logout waits for the action, then goes to / (also when the server call failed).
  const logout = async () => {
    await session.signOut();
    navigate(paths.home.href());
  };

  return (
    <>
      {/* The first Tab stop of every page. */}
      <SkipLink>{feedbackTexts.skipToContent}</SkipLink>
      <NavBar
        user={
          session.user && {
            ...session.user,
            // The viewer's name as the page writes names: in Cyrillic on a Cyrillic page.
            fullName: inPageScript(session.user.fullName),
            staffRole,
          }
        }
        unreadCount={unreadCount}
        currentPath={location.pathname}
        onLogout={logout}
        linkComponent={Link}
        languages={languages}
      />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
