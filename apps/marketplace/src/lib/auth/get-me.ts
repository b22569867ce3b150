import { queryOptions } from '@tanstack/react-query';
import { readUserType } from '@marketplace/domain';
import type { ApiClient, User } from '@marketplace/api-client';
import { unwrap } from '../api-call';
import { queryKeys } from '../query-keys';
import type { SessionUser } from './session';

/** spec §3: the server sends the type as user_type or userType; either is accepted. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    userType: readUserType(user),
    ...(user.staff_role !== undefined && { staffRole: user.staff_role }),
  };
}

/** GET /api/auth/me (spec §7): the user of the stored token. */
export async function getMe(api: ApiClient): Promise<SessionUser> {
  return toSessionUser(await unwrap(api.GET('/api/auth/me'), 'Loading the current user failed'));
}

/**
 * The start-up `me` request for `token` (the api client sends the stored token, which is this
 * one). spec §8: a failure discards the stored session at once, so it is not tried again.
 */
export const meQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: queryKeys.session.me(token),
    queryFn: () => getMe(api),
    retry: false,
  });
