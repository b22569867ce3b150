import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { fixtureAppeal, fixtureLandAds, fixtureUsers } from './fixtures';
import { createHandlers } from './handlers';
import { errorsOf, responseValidator } from './testing/contract';
import { createMockToken } from './token';

const BASE = 'http://marketplace.test';
const server = setupServer();
let token: string | null = null;
const api = createApiClient({ baseUrl: BASE, getToken: () => token });
const signInAs = (user: { id: number }) => {
  token = createMockToken(user.id);
};

function expectContract(operationId: string, response: Response, body: unknown) {
  const validate = responseValidator(operationId, response.status);
  expect(validate(body), `${operationId} ${response.status}: ${errorsOf(validate)}`).toBe(true);
}

const decisionBody = {
  reason_code: 'fraud',
  terms_clause: '4.1',
  statement: 'Fotografije su preuzete sa tuđeg oglasa.',
} as const;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  token = null;
  server.resetHandlers(...createHandlers());
});
afterAll(() => server.close());

describe('the operator side of the mock server', () => {
  it('tells getMe the staff role, null for everyone else', async () => {
    signInAs(fixtureUsers.moderator);
    const staff = await api.GET('/api/auth/me');
    expectContract('getMe', staff.response, staff.data);
    expect(staff.data?.staff_role).toBe('moderator');
    signInAs(fixtureUsers.investor);
    expect((await api.GET('/api/auth/me')).data?.staff_role).toBeNull();
  });

  it('answers the console lists to staff only, in the contract shapes', async () => {
    expect((await api.GET('/api/admin/summary')).response.status).toBe(401);
    signInAs(fixtureUsers.investor);
    const denied = await api.GET('/api/admin/summary');
    expect(denied.response.status).toBe(403);
    expect(denied.error?.message).toBe('Samo moderatori mogu izvršiti ovu radnju.');

    signInAs(fixtureUsers.moderator);
    const summary = await api.GET('/api/admin/summary');
    expectContract('getAdminSummary', summary.response, summary.data);
    expect(summary.data).toEqual({
      open_reports: 2,
      pending_ads: 2,
      open_appeals: 1,
      median_report_to_decision_seconds: 3 * 3600 + 25 * 60,
    });
    const reports = await api.GET('/api/admin/reports');
    expectContract('listAdminReports', reports.response, reports.data);
    expect(reports.data?.map((group) => group.count)).toEqual([2, 1]);
    const closed = await api.GET('/api/admin/reports', { params: { query: { status: 'closed' } } });
    expect(closed.data?.[0]?.reports[0]?.closed_at).not.toBeNull();
    const queue = await api.GET('/api/admin/queue');
    expectContract('listApprovalQueue', queue.response, queue.data);
    expect(queue.data?.every((ad) => ad.state === 'pending')).toBe(true);
    const appeals = await api.GET('/api/admin/appeals');
    expectContract('listAdminAppeals', appeals.response, appeals.data);
    const log = await api.GET('/api/admin/audit-log', {
      params: { query: { action: 'set_staff_role' } },
    });
    expectContract('listAuditLog', log.response, log.data);
    expect(log.data).toHaveLength(2);
    const users = await api.GET('/api/admin/users', { params: { query: { q: 'PETROVIĆ' } } });
    expectContract('listAdminUsers', users.response, users.data);
    expect(users.data?.map((user) => user.id)).toEqual([fixtureUsers.landOwner.id]);
  });

  it('hides a reported ad, closes its reports, and an appeal reverses it', async () => {
    const ad = fixtureLandAds.agriculturalNoviSad;
    signInAs(fixtureUsers.moderator);
    const hide = await api.POST('/api/admin/decisions', {
      body: { ...decisionBody, target: { type: 'land_ad', id: ad.id }, action: 'hide' },
    });
    expect(hide.response.status).toBe(201);
    expectContract('createDecision', hide.response, hide.data);
    expect(hide.data?.followed_report).toBe(true);
    expect((await api.GET('/api/admin/reports')).data).toHaveLength(1);
    const again = await api.POST('/api/admin/decisions', {
      body: { ...decisionBody, target: { type: 'land_ad', id: ad.id }, action: 'hide' },
    });
    expect(again.response.status).toBe(409);

    signInAs(fixtureUsers.landOwner);
    const appeal = await api.POST('/api/appeals', {
      body: { decision_id: hide.data!.id, text: 'Parcela je moja, imam izvod iz katastra.' },
    });
    expect(appeal.response.status).toBe(201);
    expectContract('createAppeal', appeal.response, appeal.data);

    signInAs(fixtureUsers.moderator);
    const resolved = await api.POST('/api/admin/appeals/{id}/resolution', {
      params: { path: { id: appeal.data!.id } },
      body: { outcome: 'reversed', statement: 'Vlasništvo je potvrđeno.' },
    });
    expectContract('resolveAppeal', resolved.response, resolved.data);
    expect(resolved.data?.decision.reversed_at).not.toBeNull();
    const log = await api.GET('/api/admin/audit-log', {
      params: { query: { target_type: 'land_ad', target_id: ad.id } },
    });
    expect(log.data?.map((entry) => entry.action)).toEqual(['resolve_appeal', 'hide']);
    expect(log.data?.[0]?.after).toEqual({ moderation: 'live' });
  });

  it('leaves account measures and staff roles to admins', async () => {
    const target = { type: 'user', id: fixtureUsers.investor.id } as const;
    const until = new Date(Date.now() + 86_400_000).toISOString();
    signInAs(fixtureUsers.moderator);
    const refused = await api.POST('/api/admin/decisions', {
      body: { ...decisionBody, target, action: 'suspend', until },
    });
    expect(refused.response.status).toBe(403);
    const role = await api.PUT('/api/admin/users/{id}/staff-role', {
      params: { path: { id: fixtureUsers.investor.id } },
      body: { role: 'moderator' },
    });
    expect(role.response.status).toBe(403);

    signInAs(fixtureUsers.admin);
    const noEnd = await api.POST('/api/admin/decisions', {
      body: { ...decisionBody, target, action: 'suspend' },
    });
    expect(noEnd.response.status).toBe(400);
    const suspended = await api.POST('/api/admin/decisions', {
      body: { ...decisionBody, target, action: 'suspend', until },
    });
    expect(suspended.response.status).toBe(201);
    const detail = await api.GET('/api/admin/users/{id}', {
      params: { path: { id: fixtureUsers.investor.id } },
    });
    expectContract('getAdminUser', detail.response, detail.data);
    expect(detail.data?.restriction).toMatchObject({ kind: 'suspended', until });
    const viewed = await api.GET('/api/admin/audit-log', {
      params: { query: { action: 'view_user' } },
    });
    expect(viewed.data?.[0]?.actor?.id).toBe(fixtureUsers.admin.id);
    const granted = await api.PUT('/api/admin/users/{id}/staff-role', {
      params: { path: { id: fixtureUsers.investor.id } },
      body: { role: 'moderator' },
    });
    expectContract('setStaffRole', granted.response, granted.data);
    expect(granted.data?.staff_role).toBe('moderator');
  });

  it('lets only the affected user and staff read a decision', async () => {
    const params = { path: { id: fixtureAppeal.decision_id } };
    signInAs(fixtureUsers.investor);
    expect((await api.GET('/api/decisions/{id}', { params })).response.status).toBe(404);
    signInAs(fixtureUsers.landOwner);
    const own = await api.GET('/api/decisions/{id}', { params });
    expectContract('getDecision', own.response, own.data);
    expect(own.data?.appeal?.status).toBe('open');
  });
});
