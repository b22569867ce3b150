import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { adminKeys, type AdminUser } from './admin-keys';

/** GET /api/admin/users: at most 50 users by name or email, newest first ('' : the newest). */
export const usersQuery = (api: ApiClient, viewerId: number, q: string) =>
  queryOptions({
    queryKey: adminKeys.users(viewerId, q),
    queryFn: () =>
      unwrap<AdminUser[]>(
        api.GET('/api/admin/users', { params: { query: q ? { q } : {} } }),
        'Loading the users failed',
      ),
  });

export function useAdminUsers(viewerId: number, q: string) {
  // A new search keeps the last list on screen until its answer arrives.
  return useQuery({
    ...usersQuery(useApiClient(), viewerId, q),
    placeholderData: keepPreviousData,
  });
}
