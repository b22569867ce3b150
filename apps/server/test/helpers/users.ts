import { hash } from '@node-rs/argon2';
import type { UserType } from '@marketplace/domain';
import { users } from '../../src/db/schema';
import type { TestContext } from './app';

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  fullName: string;
  userType: UserType;
  password: string;
  token: string;
  /** Authorization header for inject(). */
  headers: { authorization: string };
}

/** Inserts a verified (by default) user straight into the database and issues a token. */
export async function createUser(
  ctx: TestContext,
  userType: UserType,
  options: { verified?: boolean; password?: string; fullName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const password = options.password ?? 'lozinka-123';
  const email = `${userType}.${counter}.${Date.now()}@example.test`;
  const fullName = options.fullName ?? `Test ${userType} ${counter}`;
  const [row] = await ctx.app.db
    .insert(users)
    .values({
      email,
      fullName,
      userType,
      passwordHash: await hash(password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!row) throw new Error('user insert failed');
  const token = await ctx.app.auth.issueToken(row);
  return {
    id: row.id,
    email,
    fullName,
    userType,
    password,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
