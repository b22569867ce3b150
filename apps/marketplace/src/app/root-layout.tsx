import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { NavBar } from '@marketplace/ui';
import { PageSpinner } from '../components/page-spinner';
import { useSession } from '../lib/auth';
import { useUnreadCount } from '../features/messages/api/get-unread-count';
import { paths } from '../config/paths';
import * as styles from './root-layout.css';

export function RootLayout() {
  const session = useSession();
  const unreadCount = useUnreadCount();
  const navigate = useNavigate();
  const location = useLocation();

  // spec §2: logout waits for the action, then goes to / (also when the server call failed).
  const logout = async () => {
    await session.signOut();
    navigate(paths.home.href());
  };

  return (
    <>
      <NavBar
        user={session.user}
        unreadCount={unreadCount}
        currentPath={location.pathname}
        onLogout={logout}
        linkComponent={Link}
      />
      <main className={styles.main}>
        {session.status === 'loading' ? (
          <PageSpinner />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </>
  );
}
