/**
 * The kill -9 loop shared by the process tests and `npm run bench`: a server on one data directory
 * takes concurrent writes (land ads through multipart, messages in a conversation) over real HTTP,
 * is killed with SIGKILL at a random moment, and is restarted at once while the killed process is
 * still a zombie. After each restart every acknowledged write must be stored exactly once (under
 * the id it was acknowledged with), and every unacknowledged one at most once.
 */
import { linkFromOutbox, startHeldServer, type HeldServerProcess } from '../helpers/server-process';

export interface KillLoopOptions {
  rounds: number;
  dataDir: string;
  /** The server's environment: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  /** The kill comes at a random moment in this window after the writes start (ms). */
  killWindowMs?: [number, number];
  adWriters?: number;
  messageWriters?: number;
  /** Called after every round. */
  onRound?: (round: RoundResult) => void;
}

export interface RoundResult {
  round: number;
  killedAfterMs: number;
  /** Writes answered 2xx with an id. */
  acknowledged: number;
  /** Writes without an answer (in flight when the server died). */
  unacknowledged: number;
  /** Of those, the ones the restarted server has. */
  unacknowledgedStored: number;
  /** From the kill to the new server answering /api/health. */
  restartMs: number;
}

export interface KillLoopReport {
  rounds: RoundResult[];
  acknowledged: number;
  /** Acknowledged writes the restarted server does not have. */
  lost: string[];
  /** Writes stored more than once. */
  duplicated: string[];
  /** Acknowledged writes stored under another id than the acknowledged one. */
  wrongId: string[];
  /** Answers other than 201 (none are expected: the server is either up or dead). */
  unexpected: string[];
  restartMs: number[];
}

type Kind = 'ad' | 'message';

interface Write {
  kind: Kind;
  marker: string;
  /** The acknowledged id; null when the request got no answer; undefined while in flight. */
  id?: number | null;
}

export const PASSWORD = 'sigurna-lozinka-7';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function call(
  baseUrl: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(baseUrl + path, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

export function expectStatus(
  result: { status: number; body: unknown },
  status: number,
  what: string,
): Record<string, unknown> {
  if (result.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${result.status} ${JSON.stringify(result)}`);
  }
  return result.body as Record<string, unknown>;
}

export const jsonInit = (body: unknown, authorization?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(authorization ? { authorization } : {}),
  },
  body: JSON.stringify(body),
});

/**
 * Registers through the API, follows the emailed verification link (in the outbox of `dataDir`,
 * or of any of several servers' data directories) and logs in.
 */
export async function signUp(
  baseUrl: string,
  dataDir: string | readonly string[],
  userType: string,
  name: string,
) {
  const email = `${name}@example.test`;
  const body = { full_name: name, email, password: PASSWORD, user_type: userType };
  expectStatus(await call(baseUrl, '/api/auth/register', jsonInit(body)), 201, 'register');
  const token = new URL(await linkFromOutbox(dataDir, 'verify-email', email)).searchParams.get(
    'token',
  );
  expectStatus(await call(baseUrl, '/api/auth/verify-email', jsonInit({ token })), 200, 'verify');
  const login = expectStatus(
    await call(baseUrl, '/api/auth/login', jsonInit({ email, password: PASSWORD })),
    200,
    'login',
  );
  return {
    id: (login.user as { id: number }).id,
    authorization: `Bearer ${String(login.token)}`,
  };
}

export function adForm(title: string): FormData {
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

export async function runKillLoop(options: KillLoopOptions): Promise<KillLoopReport> {
  const { rounds, dataDir, env } = options;
  const [killMin, killMax] = options.killWindowMs ?? [150, 1_200];
  const adWriters = options.adWriters ?? 2;
  const messageWriters = options.messageWriters ?? 2;
  const report: KillLoopReport = {
    rounds: [],
    acknowledged: 0,
    lost: [],
    duplicated: [],
    wrongId: [],
    unexpected: [],
    restartMs: [],
  };

  let server: HeldServerProcess = await startHeldServer(env);
  try {
    const owner = await signUp(server.baseUrl, dataDir, 'land_owner', 'vlasnik');
    const investor = await signUp(server.baseUrl, dataDir, 'investor', 'investitor');
    const first = expectStatus(
      await call(server.baseUrl, '/api/ads', {
        method: 'POST',
        headers: { authorization: owner.authorization },
        body: adForm('Prva parcela'),
      }),
      201,
      'first ad',
    );
    const conversation = expectStatus(
      await call(
        server.baseUrl,
        '/api/messages/conversations',
        jsonInit(
          { adId: first.id, receiverId: owner.id, message: 'Zdravo!' },
          investor.authorization,
        ),
      ),
      201,
      'conversation',
    );
    const conversationId = conversation.id as number;

    /** Reads back what the server has: marker → stored ids. */
    const stored = async (baseUrl: string): Promise<Map<string, number[]>> => {
      const found = new Map<string, number[]>();
      const add = (marker: string, id: number) =>
        found.set(marker, [...(found.get(marker) ?? []), id]);
      const ads = expectStatus(
        await call(baseUrl, '/api/ads/my-ads', { headers: { authorization: owner.authorization } }),
        200,
        'my ads',
      ) as unknown as Array<{ id: number; title: string }>;
      for (const ad of ads) add(ad.title, ad.id);
      const thread = expectStatus(
        await call(baseUrl, `/api/messages/conversations/${conversationId}`, {
          headers: { authorization: owner.authorization },
        }),
        200,
        'messages',
      ) as unknown as Array<{ id: number; content: string }>;
      for (const message of thread) add(message.content, message.id);
      return found;
    };

    /** Compares what was written with what is stored; adds new findings to the report. */
    const check = (writes: Write[], found: Map<string, number[]>): number => {
      const add = (list: string[], finding: string) => {
        if (!list.includes(finding)) list.push(finding);
      };
      let unacknowledgedStored = 0;
      for (const write of writes) {
        const ids = found.get(write.marker) ?? [];
        if (ids.length > 1) add(report.duplicated, `${write.marker} stored as ${ids.join(', ')}`);
        if (typeof write.id === 'number') {
          if (ids.length === 0) add(report.lost, `${write.marker} (acknowledged as ${write.id})`);
          else if (!ids.includes(write.id))
            add(report.wrongId, `${write.marker}: acknowledged ${write.id}, stored ${ids.join()}`);
        } else if (ids.length > 0) {
          unacknowledgedStored++;
        }
      }
      return unacknowledgedStored;
    };

    const all: Write[] = [];
    for (let round = 1; round <= rounds; round++) {
      const baseUrl = server.baseUrl;
      const writes: Write[] = [];
      let stop = false;
      const writer = async (kind: Kind, writerId: number) => {
        for (let i = 0; !stop; i++) {
          const write: Write = { kind, marker: `R${round} ${kind} ${writerId}-${i}` };
          writes.push(write);
          try {
            const response =
              kind === 'ad'
                ? await fetch(`${baseUrl}/api/ads`, {
                    method: 'POST',
                    headers: { authorization: owner.authorization },
                    body: adForm(write.marker),
                  })
                : await fetch(
                    `${baseUrl}/api/messages/conversations/${conversationId}/messages`,
                    jsonInit({ content: write.marker }, investor.authorization),
                  );
            const body = (await response.json()) as { id?: unknown };
            if (response.status === 201 && typeof body.id === 'number') {
              write.id = body.id;
            } else {
              write.id = null;
              report.unexpected.push(`${write.marker}: ${response.status} ${JSON.stringify(body)}`);
            }
          } catch {
            write.id = null; // no (complete) answer: the server is gone
            return;
          }
        }
      };
      const writers = [
        ...Array.from({ length: adWriters }, (_, i) => writer('ad', i + 1)),
        ...Array.from({ length: messageWriters }, (_, i) => writer('message', i + 1)),
      ];
      const killedAfterMs = Math.round(killMin + Math.random() * (killMax - killMin));
      await sleep(killedAfterMs);
      process.kill(server.pid, 'SIGKILL');
      const killedAt = Date.now();
      await server.dead();
      // Restart at once, while the killed process is still a zombie (its holder has not reaped
      // it): the data directory lock must not wait for that.
      const previous = server;
      try {
        server = await startHeldServer(env);
      } finally {
        await previous.release();
      }
      const restartMs = Date.now() - killedAt;
      stop = true;
      await Promise.allSettled(writers);

      const result: RoundResult = {
        round,
        killedAfterMs,
        acknowledged: writes.filter((write) => typeof write.id === 'number').length,
        unacknowledged: writes.filter((write) => typeof write.id !== 'number').length,
        unacknowledgedStored: check(writes, await stored(server.baseUrl)),
        restartMs,
      };
      all.push(...writes);
      report.acknowledged += result.acknowledged;
      report.restartMs.push(restartMs);
      report.rounds.push(result);
      options.onRound?.(result);
    }
    // Nothing acknowledged in an earlier round went missing later.
    check(all, await stored(server.baseUrl));
    return report;
  } finally {
    await server.release();
  }
}
