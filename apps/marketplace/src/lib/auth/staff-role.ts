import { useQuery } from '@tanstack/react-query';
import type { StaffRole } from '@marketplace/domain';
import { useApiClient } from '../api-client';
import { meQuery } from './get-me';
import { useSession } from './session';
import { readToken } from './token-storage';

/**
 * The signed-in user's staff role: null for a user without one (and when signed out), undefined
 * while it is being asked. A session the start-up `me` request or the server's page began knows it
 * already; one that began from a sign-in answer asks GET /api/auth/me once (the same cached query
 * as the start-up one, keyed by the token).
 */
export function useStaffRole(): StaffRole | null | undefined {
  const { status, user } = useSession();
  const api = useApiClient();
  // Browser storage exists only in the browser; a page the server renders knows its viewer's role.
  const token = status === 'signedIn' && typeof window !== 'undefined' ? readToken() : null;
  const known = user?.staffRole;
  const me = useQuery({
    ...meQuery(api, token ?? ''),
    enabled: token !== null && user !== null && known === undefined,
  });
  if (status !== 'signedIn' || !user) return status === 'loading' ? undefined : null;
  if (known !== undefined) return known;
  if (me.isError) return null;
  return me.data ? (me.data.staffRole ?? null) : undefined;
}
