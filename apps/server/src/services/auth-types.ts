import type { SQL } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import type { UserType } from '@marketplace/domain';
import type { Database } from '../db/connect';

/** What can run a statement: the database, or a transaction of it. */
export type SqlExecutor = Pick<Database, 'execute'>;

/** A token whose signature and expiry are valid; revocation is checked against the database. */
export interface TokenClaims {
  userId: number;
  jti: string;
  /** Expiry in seconds since the epoch. */
  exp: number;
  /** users.token_version when the token was issued (a password change bumps it). */
  version: number;
}

export type StaffRole = components['schemas']['StaffRole'];

/** A users.staff_role value as a role: the column's check allows only these two. */
export const staffRoleOf = (value: string | null): StaffRole | null =>
  value === 'moderator' || value === 'admin' ? value : null;

/** The signed-in user a request was made by (resolved from its bearer token). */
export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  userType: UserType;
  /** The console's role (openapi.yaml StaffRole); null for everyone else. */
  staffRole: StaffRole | null;
  jti: string;
  exp: number;
}

/** What services need of the token service: issuing tokens and checking one in SQL. */
export interface TokenService {
  issueToken(user: { id: number; tokenVersion: number }): Promise<string>;
  /** SQL that is true when the claims' token is neither revoked nor superseded. */
  tokenIsCurrent(claims: TokenClaims): SQL | undefined;
  /**
   * Some of the user's tokens stopped being current (a logout, a new token version, a
   * suspension): every server process closes that user's open event streams whose token no
   * longer passes tokenIsCurrent, within 2 s. Call it with the transaction that makes the change,
   * so it takes effect as that commits.
   */
  sessionsChanged(userId: number, db: SqlExecutor): Promise<void>;
}
