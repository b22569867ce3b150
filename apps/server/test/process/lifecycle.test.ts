import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/db/lock';
import { linkFromOutbox, type ServerProcess } from '../helpers/server-process';
import { Cleanups, onPostgres } from './environment';

const cleanups = new Cleanups();
afterEach(() => cleanups.run());

/** A data directory with the migrated template (or a fresh PostgreSQL database), removed after. */
const environment = () => cleanups.environment();

const start = (env: Record<string, string>) => cleanups.server(env);

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body };
}

/** Registers through the API, follows the emailed verification link and logs in. */
async function signUp(server: ServerProcess, dataDir: string, userType: string, name: string) {
  const email = `${name}@example.test`;
  const password = 'sigurna-lozinka-7';
  const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_name: name, email, password, user_type: userType }),
  });
  expect(registered.status).toBe(201);
  const token = new URL(await linkFromOutbox(dataDir, 'verify-email', email)).searchParams.get(
    'token',
  );
  const verified = await fetch(`${server.baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
  const login = await json(
    await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  expect(login.status).toBe(200);
  const user = login.body.user as { id: number };
  return { id: user.id, authorization: `Bearer ${String(login.body.token)}` };
}

function adForm(title: string): FormData {
  const form = new FormData();
  form.set('title', title);
  form.set('description', 'Parcela pored puta, struja i voda na placu.');
  form.set('price', '25000');
  form.set('area', '1200');
  form.set('country_id', '1');
  form.set('city_id', '101');
  form.set('land_type', 'agricultural');
  return form;
}

describe('the server process', () => {
  it('keeps every acknowledged ad and message after being killed with SIGKILL during writes', async () => {
    const { dataDir, env } = await environment();
    let server = await start(env);
    const owner = await signUp(server, dataDir, 'land_owner', 'vlasnik');
    const investor = await signUp(server, dataDir, 'investor', 'investitor');

    const first = await json(
      await fetch(`${server.baseUrl}/api/ads`, {
        method: 'POST',
        headers: { authorization: owner.authorization },
        body: adForm('Prva parcela'),
      }),
    );
    expect(first.status).toBe(201);
    const started = await json(
      await fetch(`${server.baseUrl}/api/messages/conversations`, {
        method: 'POST',
        headers: { authorization: investor.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ adId: first.body.id, receiverId: owner.id, message: 'Zdravo!' }),
      }),
    );
    expect(started.status).toBe(201);
    const conversationId = started.body.id as number;

    const ads: number[] = [Number(first.body.id)];
    const messages: number[] = [];
    let stop = false;
    const writeAds = async (writer: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await fetch(`${server.baseUrl}/api/ads`, {
            method: 'POST',
            headers: { authorization: owner.authorization },
            body: adForm(`Parcela ${writer}-${i}`),
          });
          if (response.status === 201)
            ads.push(Number(((await response.json()) as { id: number }).id));
        } catch {
          return; // the server is gone: anything not acknowledged may be lost
        }
      }
    };
    const writeMessages = async (writer: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await fetch(
            `${server.baseUrl}/api/messages/conversations/${conversationId}/messages`,
            {
              method: 'POST',
              headers: {
                authorization: investor.authorization,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ content: `Poruka ${writer}-${i}` }),
            },
          );
          if (response.status === 201)
            messages.push(((await response.json()) as { id: number }).id);
        } catch {
          return;
        }
      }
    };
    const writers = [writeAds(1), writeAds(2), writeMessages(1), writeMessages(2)];
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    stop = true;
    await Promise.allSettled(writers);
    expect(ads.length).toBeGreaterThan(3);
    expect(messages.length).toBeGreaterThan(3);

    // The lock left by the killed process is taken over on restart.
    server = await start(env);
    const mine = await json(
      await fetch(`${server.baseUrl}/api/ads/my-ads`, {
        headers: { authorization: owner.authorization },
      }),
    );
    expect(mine.status).toBe(200);
    const storedAds = new Set((mine.body as unknown as Array<{ id: number }>).map((ad) => ad.id));
    expect(ads.filter((id) => !storedAds.has(id))).toEqual([]);

    const thread = await fetch(`${server.baseUrl}/api/messages/conversations/${conversationId}`, {
      headers: { authorization: owner.authorization },
    });
    expect(thread.status).toBe(200);
    const storedMessages = new Set(
      ((await thread.json()) as Array<{ id: number }>).map((m) => m.id),
    );
    expect(messages.filter((id) => !storedMessages.has(id))).toEqual([]);
  }, 120_000);

  it.skipIf(onPostgres)(
    'refuses a second server on the same data directory',
    async () => {
      const { env } = await environment();
      await start(env);
      await expect(start(env)).rejects.toThrow(/in use by another server process/);
    },
    120_000,
  );

  it('shuts down gracefully on SIGTERM, closing the database', async () => {
    const { dataDir, env } = await environment();
    const server = await start(env);
    // A request whose body is still arriving when SIGTERM comes must still be answered.
    const body = JSON.stringify({ email: 'niko@example.test', password: 'pogresna-lozinka' });
    const answered = new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const request = http.request(`${server.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        request.on('response', (response) =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => request.end(body.slice(10)), 300);
        }, 300);
      },
    );
    // Answered, and told to close the connection: a keep-alive client cannot hold the exit back.
    expect(await answered).toEqual({ status: 401, connection: 'close' });
    expect(await server.exited).toBe(0);
    // The data directory can be opened again at once.
    if (!onPostgres) (await acquireDataDirLock(dataDir, { waitMs: 0 }))();
  }, 120_000);

  it('on SIGTERM readiness turns 503 at once while requests are still served, then it exits', async () => {
    const { env } = await environment();
    const server = await start({ ...env, SHUTDOWN_DRAIN_MS: '2000' });
    expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${server.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    // Still served while the balancer notices.
    expect((await fetch(`${server.baseUrl}/api/ads/search`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
  }, 120_000);
});
