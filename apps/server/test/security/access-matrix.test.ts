import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  can,
  canMessageLandOwner,
  canReportAd,
  isAuthor,
  type Capability,
  serverTexts,
  TERMS_CLAUSES,
} from '@marketplace/domain';
import { eq } from 'drizzle-orm';
import { conversations, users } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { insertLandAd } from '../messages/fixtures';
import { createLandAd, landAdFields } from '../helpers/land-ads';
import { imagePart } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { createBusinessAd, validForm } from '../business-ads/fixtures';
import { createUser, type TestUser } from '../helpers/users';
import {
  contractViolation,
  createWorld,
  freshToken,
  injectOperation,
  operations,
  type World,
} from './support';

/**
 * The role × operation × author matrix, generated from the contract: every operation that takes a
 * bearer token is tried anonymously and by each role, as the author (or participant) of the object
 * it acts on and as someone else. The expected answer comes from the domain's permission table
 * (`can`) and authorship, the same rules the app uses to show or hide a control.
 */

type Actor = keyof Pick<
  World,
  | 'landOwner'
  | 'otherLandOwner'
  | 'businessOwner'
  | 'otherBusinessOwner'
  | 'investor'
  | 'otherInvestor'
>;
/** Staff (an investor account with a staff role each), beside the spec's roles. */
type StaffActor = 'moderator' | 'admin';
const ACTORS: (Actor | StaffActor | 'anonymous')[] = [
  'anonymous',
  'moderator',
  'admin',
  'landOwner',
  'otherLandOwner',
  'businessOwner',
  'otherBusinessOwner',
  'investor',
  'otherInvestor',
];

/** The object an operation acts on, made fresh for each cell (deletes really delete). */
interface Target {
  landAd: { id: number; user_id: number; imageId: number };
  businessAd: { id: number; author_id: number };
  conversation: { id: number; participants: number[] };
  /** A user none of the actors is, who shares a conversation with each: the one they block. */
  user: { id: number };
}

interface Rule {
  /** The capability of the permission table the operation needs. */
  capability: Capability;
  /** The console's operations: the least staff role they take (403 to everyone else). */
  staff?: StaffActor;
  /** Whose object it is: only its author (or a participant) may act on it. */
  object?: 'landAd' | 'businessAd' | 'conversation';
  /** Extra domain rule (e.g. an investor may not message about their own ad). */
  allowed?: (user: TestUser, target: Target) => boolean;
  request: (target: Target) => { url: string; payload?: Buffer | object; headers?: object };
  /** The request names an object nobody may reach this way: a permitted caller gets 404. */
  missing?: true;
}

const landForm = () => multipart(landAdFields());
const businessForm = () => multipart(validForm());

/**
 * How each bearer operation maps onto the domain rules, and a valid request for it. Listing an
 * operation here is what covers it: an operation missing from this table fails the first test.
 */
const RULES: Record<string, Rule> = {
  logout: { capability: 'profile', request: () => ({ url: '/api/auth/logout' }) },
  getMe: { capability: 'profile', request: () => ({ url: '/api/auth/me' }) },
  changePassword: {
    capability: 'profile',
    request: () => ({
      url: '/api/auth/change-password',
      payload: { oldPassword: 'lozinka-123', newPassword: 'nova-Lozinka-2024' },
    }),
  },
  listMyAds: { capability: 'profile', request: () => ({ url: '/api/ads/my-ads' }) },
  listMyBusinessAds: {
    capability: 'profile',
    request: () => ({ url: '/api/business-ads/user/me' }),
  },
  getAd: { capability: 'browseAds', request: (t) => ({ url: `/api/ads/${t.landAd.id}` }) },
  listBusinessAds: { capability: 'browseAds', request: () => ({ url: '/api/business-ads' }) },
  searchBusinessAds: {
    capability: 'browseAds',
    request: () => ({ url: '/api/business-ads/search' }),
  },
  getBusinessAd: {
    capability: 'browseAds',
    request: (t) => ({ url: `/api/business-ads/${t.businessAd.id}` }),
  },
  createAd: {
    capability: 'createLandAd',
    request: () => {
      const form = landForm();
      return { url: '/api/ads', payload: form.payload, headers: form.headers };
    },
  },
  updateAd: {
    capability: 'editLandAd',
    object: 'landAd',
    request: (t) => {
      const form = landForm();
      return { url: `/api/ads/${t.landAd.id}`, payload: form.payload, headers: form.headers };
    },
  },
  deleteAd: {
    capability: 'editLandAd',
    object: 'landAd',
    request: (t) => ({ url: `/api/ads/${t.landAd.id}` }),
  },
  setAdStatus: {
    capability: 'editLandAd',
    object: 'landAd',
    request: (t) => ({ url: `/api/ads/${t.landAd.id}/status`, payload: { status: 'sold' } }),
  },
  deleteAdImage: {
    capability: 'editLandAd',
    object: 'landAd',
    request: (t) => ({ url: `/api/ads/${t.landAd.id}/images/${t.landAd.imageId}` }),
  },
  createBusinessAd: {
    capability: 'createBusinessAd',
    request: () => {
      const form = businessForm();
      return { url: '/api/business-ads', payload: form.payload, headers: form.headers };
    },
  },
  updateBusinessAd: {
    capability: 'editBusinessAd',
    object: 'businessAd',
    request: (t) => ({ url: `/api/business-ads/${t.businessAd.id}`, payload: { price: 329000 } }),
  },
  deleteBusinessAd: {
    capability: 'editBusinessAd',
    object: 'businessAd',
    request: (t) => ({ url: `/api/business-ads/${t.businessAd.id}` }),
  },
  setBusinessAdStatus: {
    capability: 'editBusinessAd',
    object: 'businessAd',
    request: (t) => ({
      url: `/api/business-ads/${t.businessAd.id}/status`,
      payload: { status: 'reserved' },
    }),
  },
  streamMessageEvents: {
    capability: 'messages',
    request: () => ({ url: '/api/messages/events' }),
  },
  getUnreadCount: {
    capability: 'messages',
    request: () => ({ url: '/api/messages/unread-count' }),
  },
  listConversations: {
    capability: 'messages',
    request: () => ({ url: '/api/messages/conversations' }),
  },
  startConversation: {
    capability: 'messageLandOwner',
    allowed: (user, t) =>
      canMessageLandOwner(user.userType, user.id, { user_id: t.landAd.user_id }),
    request: (t) => ({
      url: '/api/messages/conversations',
      payload: {
        adId: t.landAd.id,
        receiverId: t.landAd.user_id,
        message: 'Da li je cena fiksna?',
      },
    }),
  },
  getConversationMessages: {
    capability: 'messages',
    object: 'conversation',
    request: (t) => ({ url: `/api/messages/conversations/${t.conversation.id}` }),
  },
  sendMessage: {
    capability: 'messages',
    object: 'conversation',
    request: (t) => ({
      url: `/api/messages/conversations/${t.conversation.id}/messages`,
      payload: { content: 'Može li obilazak u subotu?' },
    }),
  },
  listFavorites: { capability: 'saveFavorites', request: () => ({ url: '/api/favorites' }) },
  saveFavorite: {
    capability: 'saveFavorites',
    request: (t) => ({ url: `/api/favorites/land/${t.landAd.id}` }),
  },
  removeFavorite: {
    capability: 'saveFavorites',
    request: (t) => ({ url: `/api/favorites/business/${t.businessAd.id}` }),
  },
  // Each actor reports the shared ad once; its author may not.
  createReport: {
    capability: 'reportAds',
    allowed: (user, t) => canReportAd(user.userType, user.id, { user_id: t.landAd.user_id }),
    request: (t) => ({
      url: '/api/reports',
      payload: { ad_type: 'land', ad_id: t.landAd.id, reason: 'fraud' },
    }),
  },
  listBlocks: { capability: 'blockUsers', request: () => ({ url: '/api/blocks' }) },
  blockUser: {
    capability: 'blockUsers',
    request: (t) => ({ url: `/api/blocks/${t.user.id}` }),
  },
  unblockUser: {
    capability: 'blockUsers',
    request: (t) => ({ url: `/api/blocks/${t.user.id}` }),
  },
  getNotificationSettings: {
    capability: 'profile',
    request: () => ({ url: '/api/profile/notifications' }),
  },
  updateNotificationSettings: {
    capability: 'profile',
    request: () => ({ url: '/api/profile/notifications', payload: { message_emails: true } }),
  },
  setLanguage: {
    capability: 'profile',
    request: () => ({ url: '/api/profile/language', payload: { language: 'en' } }),
  },
  listSavedSearches: { capability: 'profile', request: () => ({ url: '/api/saved-searches' }) },
  createSavedSearch: {
    capability: 'profile',
    request: () => ({
      url: '/api/saved-searches',
      payload: { kind: 'land', params: { country_id: 1 }, frequency: 'daily' },
    }),
  },
  getCompany: { capability: 'profile', request: () => ({ url: '/api/profile/company' }) },
  putCompany: {
    capability: 'profile',
    allowed: (user) => user.userType === 'business_owner',
    request: () => ({
      url: '/api/profile/company',
      payload: { country_id: 1, registration_number: '100000024', name: 'Agro Promet d.o.o.' },
    }),
  },
  // Only the affected user reads a decision or appeals it; anyone else's answers 404.
  getDecision: {
    capability: 'profile',
    missing: true,
    request: () => ({ url: '/api/decisions/2147483647' }),
  },
  createAppeal: {
    capability: 'profile',
    missing: true,
    request: () => ({
      url: '/api/appeals',
      payload: { decision_id: 2147483647, text: 'Oglas je tačan i parcela je moja.' },
    }),
  },
  getAdminSummary: {
    capability: 'profile',
    staff: 'moderator',
    request: () => ({ url: '/api/admin/summary' }),
  },
  listAdminReports: {
    capability: 'profile',
    staff: 'moderator',
    request: () => ({ url: '/api/admin/reports' }),
  },
  listApprovalQueue: {
    capability: 'profile',
    staff: 'moderator',
    request: () => ({ url: '/api/admin/queue' }),
  },
  // Each cell hides a fresh ad of its own.
  createDecision: {
    capability: 'profile',
    staff: 'moderator',
    request: (t) => ({
      url: '/api/admin/decisions',
      payload: {
        target: { type: 'land_ad', id: t.landAd.id },
        action: 'hide',
        reason_code: 'fraud',
        terms_clause: TERMS_CLAUSES[0]!.id,
        statement: 'Oglas nudi tuđu parcelu.',
      },
    }),
  },
  listAuditLog: {
    capability: 'profile',
    staff: 'moderator',
    request: () => ({ url: '/api/admin/audit-log' }),
  },
  listAdminAppeals: {
    capability: 'profile',
    staff: 'moderator',
    request: () => ({ url: '/api/admin/appeals' }),
  },
  resolveAppeal: {
    capability: 'profile',
    staff: 'moderator',
    missing: true,
    request: () => ({
      url: '/api/admin/appeals/2147483647/resolution',
      payload: { outcome: 'upheld', statement: 'Odluka ostaje.' },
    }),
  },
  listAdminUsers: {
    capability: 'profile',
    staff: 'moderator',
    request: () => ({ url: '/api/admin/users?q=test' }),
  },
  getAdminUser: {
    capability: 'profile',
    staff: 'moderator',
    request: (t) => ({ url: `/api/admin/users/${t.user.id}` }),
  },
  setStaffRole: {
    capability: 'profile',
    staff: 'admin',
    request: (t) => ({ url: `/api/admin/users/${t.user.id}/staff-role`, payload: { role: null } }),
  },
  // Someone else's saved search answers as a missing one (404), never 403.
  deleteSavedSearch: {
    capability: 'profile',
    missing: true,
    request: () => ({ url: '/api/saved-searches/2147483647' }),
  },
};

const BEARER_OPERATIONS = operations().filter((op) => op.auth !== 'none');

let ctx: TestContext;
let world: World;
let bystander: TestUser;
let staff: Record<StaffActor, TestUser>;
const STAFF_RANK: Record<StaffActor, number> = { moderator: 1, admin: 2 };
const staffOf = new Map<number, StaffActor>();
const actorUser = (actor: Actor | StaffActor) =>
  actor === 'moderator' || actor === 'admin' ? staff[actor] : world[actor];

beforeAll(async () => {
  ctx = await createTestApp();
  world = await createWorld(ctx);
  bystander = await createUser(ctx, 'investor');
  staff = {
    moderator: await createUser(ctx, 'investor'),
    admin: await createUser(ctx, 'investor'),
  };
  for (const role of ['moderator', 'admin'] as const) {
    await ctx.app.db.update(users).set({ staffRole: role }).where(eq(users.id, staff[role].id));
    staffOf.set(staff[role].id, role);
  }
  // One may block only someone one has a conversation with: the bystander has one with each actor.
  for (const actor of ACTORS) {
    if (actor === 'anonymous') continue;
    const user = actorUser(actor);
    const ad = await insertLandAd(ctx, user);
    await ctx.app.db
      .insert(conversations)
      .values({ adId: ad.id, investorId: bystander.id, ownerId: user.id });
  }
});
afterAll(() => ctx?.close());

/** The user with a current token (a password change in the matrix revokes earlier ones). */
async function signedIn(user: TestUser): Promise<TestUser> {
  const token = await freshToken(ctx, user);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

async function freshTarget(needs: Rule['object'] | 'image'): Promise<Target> {
  const landAd =
    needs === 'image' || needs === 'landAd'
      ? await createLandAd(ctx, await signedIn(world.landOwner), {
          images: [await imagePart('png', 8, 8)],
        })
      : { id: world.landAd.id, images: [{ id: world.landAd.imageId }] };
  const businessAd =
    needs === 'businessAd'
      ? await createBusinessAd(ctx, await signedIn(world.businessOwner))
      : { id: world.businessAd.id };
  return {
    landAd: { id: landAd.id, user_id: world.landOwner.id, imageId: landAd.images[0]!.id },
    businessAd: { id: businessAd.id, author_id: world.businessOwner.id },
    conversation: {
      id: world.conversationId,
      participants: [world.investor.id, world.landOwner.id],
    },
    user: { id: bystander.id },
  };
}

function expected(
  op: (typeof BEARER_OPERATIONS)[number],
  rule: Rule,
  user: TestUser | null,
  target: Target,
): number {
  const success = Number([...op.responses.keys()].find((status) => /^2\d\d$/.test(status)));
  if (!user) return op.auth === 'optional' ? success : 401;
  if (rule.staff) {
    const role = staffOf.get(user.id);
    if (!role || STAFF_RANK[role] < STAFF_RANK[rule.staff]) return 403;
    return rule.missing ? 404 : success;
  }
  if (!can(user.userType, rule.capability)) return 403;
  if (rule.allowed && !rule.allowed(user, target)) return 403;
  if (rule.object === 'landAd' && !isAuthor(user.id, target.landAd)) return 403;
  if (rule.object === 'businessAd' && !isAuthor(user.id, target.businessAd)) return 403;
  if (rule.object === 'conversation' && !target.conversation.participants.includes(user.id)) {
    return 403;
  }
  return rule.missing ? 404 : success;
}

describe('ASVS 8.2.1/8.2.2, 8.3.1: the access matrix generated from the contract', () => {
  it('ASVS 8.1.1: every operation that takes a bearer token is in the matrix, and nothing else', () => {
    expect(BEARER_OPERATIONS.map((op) => op.id).sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const op of BEARER_OPERATIONS) {
    const rule = RULES[op.id];
    it(`ASVS 8.2.1/8.2.2 ${op.method} ${op.path} (${op.id}) for anonymous, each role, author and non-author`, async () => {
      if (!rule) throw new Error(`${op.id} is not in the access matrix`);
      const cells: string[] = [];
      for (const actor of ACTORS) {
        const user = actor === 'anonymous' ? null : actorUser(actor);
        const fresh = op.id === 'deleteAdImage' || op.id === 'createDecision';
        const target = await freshTarget(fresh ? 'image' : rule.object);
        const request = rule.request(target);
        const response = await injectOperation(ctx.app, op, {
          method: op.method,
          url: request.url,
          headers: {
            ...(request.headers ?? {}),
            ...(user ? (await signedIn(user)).headers : {}),
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const want = expected(op, rule, user, target);
        const role = user ? `${actor} (${user.userType})` : 'anonymous';
        if (response.statusCode !== want) {
          cells.push(
            `${role}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
        const violation = contractViolation(op, response);
        if (violation) cells.push(`${role}: ${violation}`);
      }
      expect(cells).toEqual([]);
    });
  }
});

describe('ASVS 8.2.2, 8.3.1: blocking a user', () => {
  const blockOp = BEARER_OPERATIONS.find((op) => op.id === 'blockUser')!;
  const put = async (user: TestUser | null, id: number) => {
    const response = await injectOperation(ctx.app, blockOp, {
      method: 'PUT',
      url: `/api/blocks/${id}`,
      headers: user ? (await signedIn(user)).headers : {},
    });
    expect(contractViolation(blockOp, response)).toBeNull();
    return response;
  };

  it('answers the same 404 for an existing, unverified or unknown user without a shared conversation', async () => {
    const stranger = await createUser(ctx, 'land_owner', { fullName: 'Vidljivo Ime' });
    const unverified = await createUser(ctx, 'business_owner', { verified: false });
    // In a conversation, but not with the caller.
    const othersPartner = await createUser(ctx, 'land_owner');
    await ctx.app.db.insert(conversations).values({
      adId: (await insertLandAd(ctx, othersPartner)).id,
      investorId: bystander.id,
      ownerId: othersPartner.id,
    });
    const answers = [];
    for (const id of [stranger.id, unverified.id, othersPartner.id, 2_000_000_000]) {
      const response = await put(world.otherInvestor, id);
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers).toEqual(
      Array(4).fill({
        status: 404,
        body: JSON.stringify({ message: serverTexts.apiBlocks.userNotFound }),
      }),
    );
  });

  it('blocks a user the caller shares a conversation with (200); anonymous is 401', async () => {
    const blocked = await put(world.landOwner, world.investor.id);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ user_id: world.investor.id });
    expect((await put(null, world.investor.id)).statusCode).toBe(401);
    expect((await put(null, 2_000_000_000)).statusCode).toBe(401);
    const unblocked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${world.investor.id}`,
      headers: (await signedIn(world.landOwner)).headers,
    });
    expect(unblocked.statusCode).toBe(204);
  });
});
