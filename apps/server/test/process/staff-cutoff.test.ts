import { afterAll, describe, expect, it } from 'vitest';
import { serverTexts, TERMS_CLAUSES } from '@marketplace/domain';
import { runStaffCommand } from '../../src/cli/staff';
import type { ServerProcess } from '../helpers/server-process';
import { PASSWORD, signUp } from './kill-loop';
import { Cleanups, onPostgres } from './environment';

/**
 * Two server processes on one PostgreSQL database: a ban decided through one cuts the user's
 * tokens off at once in the other, and the operator's command line names the admin on PostgreSQL.
 * (The embedded database is one process by design, so this runs on PostgreSQL only.)
 */
const cleanups = new Cleanups();
afterAll(() => cleanups.run());

describe.skipIf(!onPostgres)('a ban across server processes', () => {
  it("stops the user's token in the other process at once, and sign-in says so", async () => {
    const environment = await cleanups.environment();
    const first = await cleanups.server(environment.env);
    const second = await cleanups.server(environment.env);
    const { dataDir } = environment;
    const seller = await signUp(first.baseUrl, dataDir, 'land_owner', 'prodavac');
    const admin = await signUp(first.baseUrl, dataDir, 'investor', 'administrator');
    const granted = await runStaffCommand(['grant', 'administrator@example.test', 'admin'], {
      ...environment.env,
    });
    expect(granted.code).toBe(0);

    const me = (server: ServerProcess) =>
      fetch(`${server.baseUrl}/api/auth/me`, { headers: { authorization: seller.authorization } });
    expect((await me(second)).status).toBe(200);
    const banned = await fetch(`${first.baseUrl}/api/admin/decisions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin.authorization },
      body: JSON.stringify({
        target: { type: 'user', id: seller.id },
        action: 'ban',
        reason_code: 'fraud',
        terms_clause: TERMS_CLAUSES[0]!.id,
        statement: 'Nalog je objavljivao tuđe parcele.',
      }),
    });
    expect(banned.status).toBe(201);
    expect((await me(second)).status).toBe(401);
    expect((await me(first)).status).toBe(401);
    const login = await fetch(`${second.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'prodavac@example.test', password: PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ message: serverTexts.apiModeration.banned });
  });
});
