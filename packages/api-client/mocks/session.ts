import type { User } from '../src/types';
import type { MockDb, StoredUser } from './db';
import { readMockToken } from './token';

/** The user of a valid bearer token, or null (no token, a bad one, or an expired one). */
export function signedInUser(db: MockDb, request: Request): StoredUser | null {
  const token = request.headers.get('Authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return null;
  const userId = readMockToken(token);
  return userId === null ? null : (db.user(userId) ?? null);
}

/** The public shape of a stored user (no password or flags). */
export function publicUser({ id, email, full_name, user_type }: User): User {
  return { id, email, full_name, user_type, userType: user_type };
}
