import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { components } from '@marketplace/api-client/schema';
import { fillText, formatDateTime, moderationEmailTexts, serverTexts } from '@marketplace/domain';
import { users } from '../../src/db/schema';
import { runStaffCommand } from '../../src/cli/staff';
import { openPglite } from '../../src/db/connect';
import { createTestApp, settleJobs, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { contractViolation, operations } from '../security/support';
import { insertBusinessAd, insertLandAd } from '../favorites/fixtures';
import { mailTo } from '../notifications/support';

type Decision = components['schemas']['Decision'];
type Appeal = components['schemas']['Appeal'];
type AuditEntry = components['schemas']['AuditEntry'];

let ctx: TestContext;
let moderator: TestUser;
let admin: TestUser;
let owner: TestUser;
let investor: TestUser;

const ops = operations();

async function call(
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
  const op = ops.find(
    (o) =>
      o.method.toUpperCase() === method &&
      new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url.split('?')[0]!),
  );
  if (op) expect(contractViolation(op, response)).toBeNull();
  return response;
}

async function makeStaff(user: TestUser, role: 'moderator' | 'admin') {
  await ctx.app.db.update(users).set({ staffRole: role }).where(eq(users.id, user.id));
}

const decide = (user: TestUser, body: object) =>
  call(user, 'POST', '/api/admin/decisions', {
    reason_code: 'fraud',
    terms_clause: '1.1',
    statement: 'Isti oglas je objavljen sa tuđim fotografijama.',
    ...body,
  });

const auditRows = async (targetType: string, targetId: number) =>
  (
    await call(
      moderator,
      'GET',
      `/api/admin/audit-log?target_type=${targetType}&target_id=${targetId}`,
    )
  ).json<AuditEntry[]>();

beforeAll(async () => {
  ctx = await createTestApp();
  moderator = await createUser(ctx, 'investor', { fullName: 'Mira Moderator' });
  admin = await createUser(ctx, 'investor', { fullName: 'Ana Admin' });
  await makeStaff(moderator, 'moderator');
  await makeStaff(admin, 'admin');
  owner = await createUser(ctx, 'land_owner', { fullName: 'Petar Vlasnik' });
  investor = await createUser(ctx, 'investor', { fullName: 'Ivana Investitor' });
});
afterAll(() => ctx?.close());

describe('staff roles', () => {
  it('GET /api/auth/me says the staff role (null for everyone else)', async () => {
    expect((await call(moderator, 'GET', '/api/auth/me')).json()).toMatchObject({
      staff_role: 'moderator',
    });
    expect((await call(investor, 'GET', '/api/auth/me')).json()).toMatchObject({
      staff_role: null,
    });
  });

  it('the console answers 401 anonymous and 403 to a user without a staff role', async () => {
    expect((await call(null, 'GET', '/api/admin/summary')).statusCode).toBe(401);
    const denied = await call(investor, 'GET', '/api/admin/reports');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: serverTexts.apiModeration.forbiddenStaff });
  });

  it('a moderator may not suspend (admin only) nor grant roles', async () => {
    const suspend = await decide(moderator, {
      target: { type: 'user', id: investor.id },
      action: 'ban',
    });
    expect(suspend.statusCode).toBe(403);
    const grant = await call(moderator, 'PUT', `/api/admin/users/${investor.id}/staff-role`, {
      role: 'moderator',
    });
    expect(grant.statusCode).toBe(403);
  });

  it('the command line says to stop the embedded server holding the data directory', async () => {
    const busy = await runStaffCommand(['grant', owner.email, 'moderator'], {
      DATA_DIR: ctx.dataDir,
    });
    if (process.env.TEST_DB !== 'postgres') {
      expect(busy.code).toBe(1);
      expect(busy.message).toMatch(/Stop it first/);
    }
    expect((await runStaffCommand(['grant', owner.email, 'owner'])).code).toBe(2);
  });

  it('the command line grants and revokes on a stopped data directory, with audit rows', async () => {
    if (process.env.TEST_DB === 'postgres') return;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-staff-'));
    try {
      const env = { DATA_DIR: dir };
      const missing = await runStaffCommand(['grant', 'nobody@example.test', 'admin'], env);
      expect(missing).toEqual({ code: 1, message: 'No user with the email nobody@example.test.' });
      let handle = await openPglite(dir);
      await handle.db.insert(users).values({
        email: 'operater@example.test',
        fullName: 'Operater',
        userType: 'investor',
        passwordHash: 'x',
      });
      await handle.close();
      expect(await runStaffCommand(['grant', 'Operater@example.test', 'admin'], env)).toEqual({
        code: 0,
        message: 'operater@example.test is now admin.',
      });
      handle = await openPglite(dir);
      const granted = await handle.db.execute<{ staff_role: string | null }>(
        sql`select staff_role from users where email = 'operater@example.test'`,
      );
      expect(granted.rows[0]?.staff_role).toBe('admin');
      await handle.close();
      expect((await runStaffCommand(['revoke', 'operater@example.test'], env)).code).toBe(0);
      handle = await openPglite(dir);
      const audit = await handle.db.execute<{ actor_id: number | null; after: unknown }>(
        sql`select actor_id, after from audit_log where action = 'set_staff_role' order by id`,
      );
      expect(audit.rows).toEqual([
        { actor_id: null, after: { staff_role: 'admin' } },
        { actor_id: null, after: { staff_role: null } },
      ]);
      await handle.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('report → hide → statement → appeal → reversal', () => {
  it('runs through with one audit row per decision, the emails and the ad hidden meanwhile', async () => {
    const ad = await insertLandAd(ctx, owner, { title: 'Parcela na Fruškoj gori' });
    const reported = await call(investor, 'POST', '/api/reports', {
      ad_type: 'land',
      ad_id: ad.id,
      reason: 'fraud',
      note: 'Fotografije su sa drugog oglasa.',
    });
    expect(reported.statusCode).toBe(201);
    const receipt = await mailTo(ctx, investor.email);
    expect(receipt.map((m) => m.subject)).toContain(
      fillText(moderationEmailTexts.reportReceiptSubject, { ad: 'Parcela na Fruškoj gori' }),
    );

    const groups = await call(moderator, 'GET', '/api/admin/reports?status=open');
    const group = groups
      .json<components['schemas']['ReportGroup'][]>()
      .find((g) => g.ad.ad_type === 'land' && g.ad.id === ad.id);
    expect(group).toMatchObject({
      count: 1,
      reasons: ['fraud'],
      ad: { title: 'Parcela na Fruškoj gori', author: { id: owner.id }, state: 'live' },
    });
    expect(group!.reports[0]).toMatchObject({
      note: 'Fotografije su sa drugog oglasa.',
      reporter: { id: investor.id },
    });

    const hidden = await decide(moderator, {
      target: { type: 'land_ad', id: ad.id },
      action: 'hide',
    });
    expect(hidden.statusCode).toBe(201);
    const decision = hidden.json<Decision>();
    expect(decision).toMatchObject({
      action: 'hide',
      affected_user_id: owner.id,
      followed_report: true,
      automated: false,
      appeal: null,
    });
    // Exactly one audit row, with the state before and after.
    const audit = await auditRows('land_ad', ad.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'hide',
      actor: { id: moderator.id },
      before: { moderation: 'live' },
      after: { moderation: 'hidden' },
      decision_id: decision.id,
    });

    // 404 to everyone but the author, who sees it with the statement.
    expect((await call(investor, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(404);
    const own = await call(owner, 'GET', `/api/ads/${ad.id}`);
    expect(own.json()).toMatchObject({
      moderation: { state: 'hidden', statement: decision.statement, decision_id: decision.id },
    });
    const search = await call(investor, 'GET', '/api/ads/search?q=Fruškoj');
    expect(search.json<{ items: { id: number }[] }>().items.map((a) => a.id)).not.toContain(ad.id);
    expect((await call(investor, 'PUT', `/api/favorites/land/${ad.id}`)).statusCode).toBe(404);
    expect(
      (await call(moderator, 'GET', '/api/admin/reports?status=open'))
        .json<components['schemas']['ReportGroup'][]>()
        .some((g) => g.ad.id === ad.id && g.ad.ad_type === 'land'),
    ).toBe(false);

    // The statement of reasons: measure and duration, facts, report, automation, clause, appeal link.
    const statement = (await mailTo(ctx, owner.email)).at(-1)!;
    expect(statement.text).toContain(moderationEmailTexts.measureHide);
    expect(statement.text).toContain(moderationEmailTexts.statementDurationIndefinite);
    expect(statement.text).toContain(decision.statement);
    expect(statement.text).toContain(moderationEmailTexts.statementAfterReport);
    expect(statement.text).toContain(moderationEmailTexts.statementAutomated);
    expect(statement.subject).toBe(
      fillText(moderationEmailTexts.statementSubjectAd, { ad: 'Parcela na Fruškoj gori' }),
    );
    expect(statement.text).toContain('tačka 1.1');
    expect(statement.text).toContain('http://marketplace.test/uslovi#clan-1-1');
    expect(statement.text).toContain(`http://marketplace.test/appeals/${decision.id}`);
    const outcome = (await mailTo(ctx, investor.email)).at(-1)!;
    expect(outcome.subject).toBe(
      fillText(moderationEmailTexts.reportOutcomeSubject, { ad: 'Parcela na Fruškoj gori' }),
    );

    // The appeal: only the author, once.
    const body = {
      decision_id: decision.id,
      text: 'Fotografije su moje, imam i izvod iz katastra.',
    };
    expect((await call(investor, 'POST', '/api/appeals', body)).statusCode).toBe(403);
    const appealed = await call(owner, 'POST', '/api/appeals', body);
    expect(appealed.statusCode).toBe(201);
    const appeal = appealed.json<Appeal>();
    expect((await call(owner, 'POST', '/api/appeals', body)).statusCode).toBe(409);
    expect(
      (await call(moderator, 'GET', '/api/admin/appeals')).json<Appeal[]>().map((a) => a.id),
    ).toContain(appeal.id);
    expect((await call(owner, 'GET', `/api/decisions/${decision.id}`)).json()).toMatchObject({
      appeal: { id: appeal.id, status: 'open' },
    });
    expect((await call(investor, 'GET', `/api/decisions/${decision.id}`)).statusCode).toBe(404);

    const resolved = await call(moderator, 'POST', `/api/admin/appeals/${appeal.id}/resolution`, {
      outcome: 'reversed',
      statement: 'Vlasnik je dokazao da su fotografije njegove.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<Appeal>()).toMatchObject({
      status: 'reversed',
      decision: { id: decision.id, reversed_at: expect.any(String) },
    });
    expect(
      (
        await call(moderator, 'POST', `/api/admin/appeals/${appeal.id}/resolution`, {
          outcome: 'upheld',
          statement: 'Ponovo.',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call(investor, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(200);
    const appealIds = async (status: string) =>
      (await call(moderator, 'GET', `/api/admin/appeals?status=${status}`))
        .json<Appeal[]>()
        .map((entry) => entry.id);
    expect(await appealIds('open')).not.toContain(appeal.id);
    expect(await appealIds('closed')).toContain(appeal.id);
    const after = await auditRows('land_ad', ad.id);
    expect(after.map((row) => row.action)).toEqual(['resolve_appeal', 'hide']);
    const reversal = (await mailTo(ctx, owner.email)).at(-1)!;
    expect(reversal.subject).toBe(moderationEmailTexts.appealOutcomeSubject);
  });

  it('a decision that does not fit the state answers 409 and changes nothing', async () => {
    const ad = await insertLandAd(ctx, owner);
    const approve = await decide(moderator, {
      target: { type: 'land_ad', id: ad.id },
      action: 'approve',
    });
    expect(approve.statusCode).toBe(409);
    expect(await auditRows('land_ad', ad.id)).toEqual([]);
    const badClause = await decide(moderator, {
      target: { type: 'land_ad', id: ad.id },
      action: 'hide',
      terms_clause: '99.9',
    });
    expect(badClause.statusCode).toBe(400);
    const wrongTarget = await decide(admin, {
      target: { type: 'land_ad', id: ad.id },
      action: 'ban',
    });
    expect(wrongTarget.statusCode).toBe(400);
  });
});

describe('suspending and banning', () => {
  it('cuts the tokens off at once, refuses sign-in until when, hides the ads; the end lifts all', async () => {
    const seller = await createUser(ctx, 'business_owner', { fullName: 'Suspendovani Prodavac' });
    const ad = await insertBusinessAd(ctx, seller, { title: 'Pekara u Osijeku' });
    expect((await call(seller, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const until = new Date(ctx.clock.now.getTime() + 3 * 24 * 60 * 60 * 1000);
    const noEnd = await decide(admin, {
      target: { type: 'user', id: seller.id },
      action: 'suspend',
    });
    expect(noEnd.statusCode).toBe(400);
    const suspended = await decide(admin, {
      target: { type: 'user', id: seller.id },
      action: 'suspend',
      reason_code: 'spam',
      until: until.toISOString(),
    });
    expect(suspended.statusCode).toBe(201);

    expect((await call(seller, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await call(null, 'POST', '/api/auth/login', {
      email: seller.email,
      password: seller.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      message: fillText(serverTexts.apiModeration.suspendedUntil, {
        until: formatDateTime(until),
      }),
    });
    expect((await call(investor, 'GET', `/api/business-ads/${ad.id}`)).statusCode).toBe(404);
    const list = await call(investor, 'GET', '/api/business-ads/search?q=Pekara');
    expect(list.json<{ items: { id: number }[] }>().items.map((a) => a.id)).not.toContain(ad.id);
    const email = (await mailTo(ctx, seller.email)).at(-1)!;
    expect(email.text).toContain(moderationEmailTexts.measureSuspend);
    expect(email.text).toContain(
      fillText(moderationEmailTexts.statementDurationUntil, { until: formatDateTime(until) }),
    );
    expect(email.text).toContain(moderationEmailTexts.statementOwnInitiative);

    // The suspension ends by itself at its time (a job of the queue), with an audit row.
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000 + 1000);
    await settleJobs(ctx);
    const again = await call(null, 'POST', '/api/auth/login', {
      email: seller.email,
      password: seller.password,
    });
    expect(again.statusCode).toBe(200);
    expect((await call(investor, 'GET', `/api/business-ads/${ad.id}`)).statusCode).toBe(200);
    const audit = await auditRows('user', seller.id);
    expect(audit.map((row) => [row.action, row.actor?.id ?? null])).toEqual([
      ['lift', null],
      ['suspend', admin.id],
    ]);
  });

  it('a ban holds until an admin lifts it', async () => {
    const user = await createUser(ctx, 'land_owner');
    expect(
      (await decide(admin, { target: { type: 'user', id: user.id }, action: 'ban' })).statusCode,
    ).toBe(201);
    const login = await call(null, 'POST', '/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.json()).toEqual({ message: serverTexts.apiModeration.banned });
    expect(
      (await decide(admin, { target: { type: 'user', id: user.id }, action: 'lift' })).statusCode,
    ).toBe(201);
    expect(
      (
        await call(null, 'POST', '/api/auth/login', {
          email: user.email,
          password: user.password,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await decide(admin, { target: { type: 'user', id: user.id }, action: 'lift' })).statusCode,
    ).toBe(409);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await call(moderator, 'GET', `/api/admin/users/${investor.id}`);
    const [row] = (
      await ctx.app.db.execute<{ id: number }>(sql`select id from audit_log order by id limit 1`)
    ).rows;
    expect(row).toBeDefined();
    // The database's own message (drizzle wraps it as the cause of its error).
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    const id = row!.id;
    expect(
      await refusal(ctx.app.db.execute(sql`update audit_log set statement = 'x' where id = ${id}`)),
    ).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(ctx.app.db.execute(sql`delete from audit_log where id = ${id}`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await refusal(ctx.app.db.execute(sql`truncate audit_log`))).toMatch(
      /append-only \(TRUNCATE refused\)/,
    );
  });

  it('logs a staff member opening a user’s email and reports', async () => {
    const detail = await call(moderator, 'GET', `/api/admin/users/${investor.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ email: investor.email });
    const views = (
      await call(
        admin,
        'GET',
        `/api/admin/audit-log?action=view_user&actor=${moderator.id}&target_id=${investor.id}`,
      )
    ).json<AuditEntry[]>();
    expect(views.length).toBeGreaterThanOrEqual(1);
    expect(views[0]).toMatchObject({ target: { type: 'user', id: investor.id } });
  });
});

describe('verified companies', () => {
  it('stores the number as the domain writes it: spaces and the EDB prefix go', async () => {
    const seller = await createUser(ctx, 'business_owner');
    const stored = await call(seller, 'PUT', '/api/profile/company', {
      country_id: 5,
      registration_number: 'mk 4030 9930 00125',
      name: 'Makedonska trgovina DOOEL',
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ registration_number: '4030993000125' });
  });

  it('checks the number by its country, and a verification shows on the seller', async () => {
    const seller = await createUser(ctx, 'business_owner');
    const ad = await insertBusinessAd(ctx, seller);
    const badPib = await call(seller, 'PUT', '/api/profile/company', {
      country_id: 1,
      registration_number: '100000025',
      name: 'Agro Promet d.o.o.',
    });
    expect(badPib.statusCode).toBe(400);
    expect(badPib.json()).toEqual({ message: serverTexts.apiModeration.companyNumberInvalid });
    expect(
      (
        await call(investor, 'PUT', '/api/profile/company', {
          country_id: 1,
          registration_number: '100000024',
          name: 'Agro Promet d.o.o.',
        })
      ).statusCode,
    ).toBe(403);
    const stored = await call(seller, 'PUT', '/api/profile/company', {
      country_id: 1,
      registration_number: '100000024',
      name: 'Agro Promet d.o.o.',
    });
    expect(stored.json()).toEqual({
      country_id: 1,
      registration_number: '100000024',
      name: 'Agro Promet d.o.o.',
      verified: false,
    });
    const before = await call(investor, 'GET', `/api/business-ads/${ad.id}`);
    expect(before.json()).toMatchObject({ seller: { company_verified: false } });
    expect(
      (
        await decide(moderator, {
          target: { type: 'user', id: seller.id },
          action: 'verify_company',
        })
      ).statusCode,
    ).toBe(201);
    const after = await call(investor, 'GET', `/api/business-ads/${ad.id}`);
    expect(after.json()).toMatchObject({ seller: { company_verified: true } });
    expect((await call(seller, 'GET', '/api/profile/company')).json()).toMatchObject({
      verified: true,
    });
  });
});
