import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { createJobQueue, type JobQueue } from '../../src/services/job-queue';
import {
  claimMessageNotice,
  MESSAGE_NOTICE_QUEUE,
  workMessageNotices,
  type MessageNoticeJob,
} from '../../src/services/message-notices';
import { createTestApp, type TestContext } from '../helpers/app';
import { createUser, type TestUser } from '../helpers/users';
import { insertLandAd, startConversation } from '../messages/fixtures';
import { mailTo, oneClickUrl, postOneClick } from './support';

const DELAY_S = 900;
const SUBJECT = /^Nepročitana poruka od /;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ MESSAGE_EMAIL_DELAY_S: String(DELAY_S) });
});
afterAll(() => ctx?.close());

const seconds = (s: number) => ctx.clock.advance(s * 1000);

async function notices(user: TestUser) {
  return (await mailTo(ctx, user.email)).filter((mail) => SUBJECT.test(mail.subject));
}

/** An investor writes to the owner of a new ad; returns the conversation's id. */
async function conversationAbout(
  investor: TestUser,
  owner: TestUser,
  title: string,
  message = 'Poštovani, da li je cena parcele fiksna?',
): Promise<number> {
  const ad = await insertLandAd(ctx, owner, title);
  const response = await startConversation(ctx, investor, {
    adId: ad.id,
    receiverId: owner.id,
    message,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

/** The notice job of a conversation, due DELAY_S after its first unread message. */
async function noticeJob(conversationId: number) {
  const [row] = (
    await ctx.app.db.execute<{ data: MessageNoticeJob; start_after: string | Date }>(
      sql`select data, start_after from pgboss.job where name = ${MESSAGE_NOTICE_QUEUE}
        and (data->>'conversationId')::integer = ${conversationId}`,
    )
  ).rows;
  expect(row).toBeDefined();
  return { payload: row!.data, runAt: new Date(row!.start_after) };
}

const jobCount = async (conversationId: number) =>
  (
    await ctx.app.db.execute(
      sql`select 1 from pgboss.job where name = ${MESSAGE_NOTICE_QUEUE}
        and (data->>'conversationId')::integer = ${conversationId}`,
    )
  ).rows.length;

const send = (user: TestUser, conversationId: number, content: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/messages/conversations/${conversationId}/messages`,
    headers: user.headers,
    payload: { content },
  });

const open = (user: TestUser, conversationId: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/messages/conversations/${conversationId}`,
    headers: user.headers,
  });

describe('email notice of an unread message', () => {
  it('is sent once the message has been unread for MESSAGE_EMAIL_DELAY_S, with the sender, the ad, the start of the message and a link', async () => {
    const investor = await createUser(ctx, 'investor', { fullName: 'Nikola Marković' });
    const owner = await createUser(ctx, 'land_owner', { fullName: 'Marko Petrović' });
    const long = `Poštovani, zanima me parcela. ${'Da li je moguće videti je u subotu? '.repeat(20)}`;
    const id = await conversationAbout(investor, owner, 'Njiva kod Sombora', long);

    seconds(DELAY_S - 1);
    expect(await notices(owner)).toEqual([]);
    seconds(1);
    const [mail, ...rest] = await notices(owner);
    expect(rest).toEqual([]);
    expect(mail!.subject).toBe('Nepročitana poruka od Nikola Marković: Njiva kod Sombora');
    expect(mail!.text).toContain('Dobar dan, Marko Petrović,');
    expect(mail!.text).toContain(
      'Imate nepročitanu poruku od korisnika Nikola Marković o oglasu „Njiva kod Sombora“',
    );
    expect(mail!.text).toContain(
      'Poštovani, zanima me parcela. Da li je moguće videti je u subotu?',
    );
    // The start of the message, not all of it.
    expect(mail!.text).not.toContain(long.trim());
    expect(mail!.text).toContain(`http://marketplace.test/messages?c=${id}`);
    expect(mail!.html).toContain(`href="http://marketplace.test/messages?c=${id}"`);
    // One-click unsubscribing (RFC 8058) and a link in the body.
    expect(oneClickUrl(mail!)).toMatch(
      /^http:\/\/marketplace\.test\/api\/unsubscribe\?token=[\w.-]+$/,
    );
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toMatch(/http:\/\/marketplace\.test\/unsubscribe\?token=[\w.-]+/);
    // Nobody else is written to.
    expect(await notices(investor)).toEqual([]);
  });

  it('is sent at most once per conversation until the recipient reads it; after reading, a new unread message notifies again', async () => {
    const investor = await createUser(ctx, 'investor');
    const owner = await createUser(ctx, 'land_owner');
    const id = await conversationAbout(investor, owner, 'Plac na Zlatiboru');
    seconds(DELAY_S);
    expect(await notices(owner)).toHaveLength(1);

    expect((await send(investor, id, 'Da li ste videli moju poruku?')).statusCode).toBe(201);
    seconds(DELAY_S * 3);
    expect((await send(investor, id, 'Javite se, molim vas.')).statusCode).toBe(201);
    seconds(DELAY_S * 3);
    expect(await notices(owner)).toHaveLength(1);

    expect((await open(owner, id)).statusCode).toBe(200);
    expect((await send(investor, id, 'Nova ponuda: 40.000 €')).statusCode).toBe(201);
    seconds(DELAY_S);
    const all = await notices(owner);
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('Nova ponuda: 40.000 €');
  });

  it('is not sent when the message is read in time, and notifies the other participant too', async () => {
    const investor = await createUser(ctx, 'investor');
    const owner = await createUser(ctx, 'land_owner');
    const id = await conversationAbout(investor, owner, 'Vikendica kod Vršca');
    seconds(DELAY_S - 60);
    expect((await open(owner, id)).statusCode).toBe(200);
    seconds(DELAY_S * 2);
    expect(await notices(owner)).toEqual([]);

    // The owner's answer goes unread by the investor.
    expect((await send(owner, id, 'Cena je fiksna.')).statusCode).toBe(201);
    seconds(DELAY_S);
    const [mail] = await notices(investor);
    expect(mail!.text).toContain('Cena je fiksna.');
    expect(await notices(owner)).toEqual([]);
  });

  it('is not sent to a user who turned message emails off in the profile, and is again once on', async () => {
    const investor = await createUser(ctx, 'investor');
    const owner = await createUser(ctx, 'land_owner');
    const settings = () =>
      ctx.app.inject({ method: 'GET', url: '/api/profile/notifications', headers: owner.headers });
    expect((await settings()).json()).toEqual({ message_emails: true, saved_search_emails: true });
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile/notifications',
      headers: owner.headers,
      payload: { message_emails: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message_emails: false, saved_search_emails: true });
    expect((await settings()).json()).toEqual({ message_emails: false, saved_search_emails: true });

    const id = await conversationAbout(investor, owner, 'Livada kod Čačka');
    seconds(DELAY_S * 2);
    expect(await notices(owner)).toEqual([]);

    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile/notifications',
      headers: owner.headers,
      payload: { message_emails: true },
    });
    expect((await send(investor, id, 'Da li je parcela još slobodna?')).statusCode).toBe(201);
    seconds(DELAY_S);
    expect(await notices(owner)).toHaveLength(1);
  });

  it('rejects a settings change without fields or with unknown ones, and needs a sign-in', async () => {
    const owner = await createUser(ctx, 'land_owner');
    for (const payload of [{}, { message_emails: 'ne' }, { sms: true }]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/profile/notifications',
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/profile/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('carries a one-click unsubscribe link that works without a sign-in and answers every token alike', async () => {
    const investor = await createUser(ctx, 'investor');
    const owner = await createUser(ctx, 'land_owner');
    const id = await conversationAbout(investor, owner, 'Parcela kod Subotice');
    seconds(DELAY_S);
    const [mail] = await notices(owner);
    const url = oneClickUrl(mail!);

    const forged = url.replace(/token=(\d+)\./, `token=${investor.id}.`);
    const answers = [];
    for (const target of [forged, `${url}x`, url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      answers.push(await postOneClick(ctx, target));
    }
    const valid = await postOneClick(ctx, url);
    for (const response of [...answers, valid]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Odjava je primljena. Više vam nećemo slati ovu vrstu poruka.',
      });
    }
    const read = async (user: TestUser) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/profile/notifications',
          headers: user.headers,
        })
      ).json();
    expect(await read(owner)).toEqual({ message_emails: false, saved_search_emails: true });
    expect(await read(investor)).toEqual({ message_emails: true, saved_search_emails: true });

    // The body's link is the same token: the app's page posts it without a body.
    const token = /\/unsubscribe\?token=([\w.-]+)/.exec(mail!.text)![1]!;
    const again = await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
    expect(again.statusCode).toBe(200);

    expect((await send(investor, id, 'Još jedno pitanje.')).statusCode).toBe(201);
    await open(owner, id);
    expect((await send(investor, id, 'I još jedno.')).statusCode).toBe(201);
    seconds(DELAY_S);
    expect(await notices(owner)).toHaveLength(1);
  });

  it('survives a restart and is sent once when two workers and a repeated job meet it', async () => {
    const investor = await createUser(ctx, 'investor');
    const owner = await createUser(ctx, 'land_owner');
    const id = await conversationAbout(investor, owner, 'Šuma kod Kraljeva');
    const job = await noticeJob(id);
    expect(job.payload.conversationId).toBe(id);
    // The same job twice in the queue, as a repeat after a crash would have it.
    await ctx.app.jobs.enqueue(MESSAGE_NOTICE_QUEUE, job.payload, undefined, {
      runAt: job.runAt,
    });
    expect(await jobCount(id)).toBe(2);

    // This server stops; two others on the same database take over.
    await ctx.app.jobs.stop();
    const workers: JobQueue[] = [];
    for (let i = 0; i < 2; i++) {
      const queue = createJobQueue({
        db: ctx.app.db,
        now: () => ctx.clock.now,
        log: { warn() {}, error() {} },
        queues: { [MESSAGE_NOTICE_QUEUE]: {} },
        testClock: new TestClock(ctx.clock.now),
      });
      await queue.start();
      workMessageNotices(queue, {
        db: ctx.app.db,
        now: () => ctx.clock.now,
        mailer: ctx.app.mailer,
        appUrl: ctx.config.appUrl,
        unsubscribeTokens: ctx.app.unsubscribeTokens,
        delayMs: DELAY_S * 1000,
      });
      workers.push(queue);
    }
    seconds(DELAY_S);
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    const mails = (await mailTo(ctx, owner.email)).filter((mail) => SUBJECT.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/messages?c=${id}`);
  });

  it('claims a notice for one caller only, however many run the claim at once', async () => {
    const investor = await createUser(ctx, 'investor');
    const owner = await createUser(ctx, 'land_owner');
    const id = await conversationAbout(investor, owner, 'Parcela kod Pirota');
    const { payload } = await noticeJob(id);
    const at = new Date(ctx.clock.now.getTime() + DELAY_S * 1000);
    // Not before the delay.
    expect(
      await claimMessageNotice(ctx.app.db, payload, new Date(at.getTime() - 1000), DELAY_S * 1000),
    ).toBe(false);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimMessageNotice(ctx.app.db, payload, at, DELAY_S * 1000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
