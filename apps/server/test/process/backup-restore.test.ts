import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterEach, describe, expect, it } from 'vitest';
import { runBackup, runRestore } from '../../src/cli/backup';
import { makeImage } from '../helpers/images';
import type { ServerProcess } from '../helpers/server-process';
import { Cleanups, onPostgres } from './environment';
import { adForm, call, expectStatus, jsonInit, PASSWORD, signUp } from './kill-loop';

// The restore drill: back up, destroy, restore, and every account, ad, image, message and
// favourite is back. On PostgreSQL with the images in a bucket (s3rver), as several servers run;
// on the embedded database with the images on the disk, as one server runs.
const cleanups = new Cleanups();
afterEach(() => cleanups.run());

const BUCKET = 'marketplace-images';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function startS3(): Promise<{ env: Record<string, string>; client: S3Client }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  cleanups.add(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    client: new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }),
  };
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** Everything the drill checks, as the API answers it. */
async function snapshot(base: string, owner: string, investor: string, conversationId: number) {
  const ads = expectStatus(
    await call(base, '/api/ads/my-ads', { headers: { authorization: owner } }),
    200,
    'my ads',
  ) as unknown as Array<{ id: number; title: string; images: Array<{ filename: string }> }>;
  const images = await Promise.all(
    ads.flatMap((ad) =>
      ad.images.map(async (image) => {
        const answer = await fetch(`${base}/api/ads/uploads/${image.filename}`);
        return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
      }),
    ),
  );
  const thread = expectStatus(
    await call(base, `/api/messages/conversations/${conversationId}`, {
      headers: { authorization: owner },
    }),
    200,
    'messages',
  ) as unknown as Array<{ id: number; content: string }>;
  const favorites = expectStatus(
    await call(base, '/api/favorites', { headers: { authorization: investor } }),
    200,
    'favourites',
  ) as unknown as Array<{ ad_id: number }>;
  return {
    ads: ads.map((ad) => ({ id: ad.id, title: ad.title })).sort((a, b) => a.id - b.id),
    images,
    messages: thread.map((message) => ({ id: message.id, content: message.content })),
    favorites: favorites.map((favorite) => favorite.ad_id),
  };
}

describe('backup and restore', () => {
  it(`brings back every account, ad, image, message and favourite (${onPostgres ? 'PostgreSQL and a bucket' : 'the embedded database and the disk'})`, async () => {
    const { dataDir, env: databaseEnv } = await cleanups.environment();
    const s3 = onPostgres ? await startS3() : null;
    const env = { ...databaseEnv, ...s3?.env };
    let server = await cleanups.server(env);
    const base = server.baseUrl;
    const owner = await signUp(base, dataDir, 'land_owner', 'vlasnik');
    const investor = await signUp(base, dataDir, 'investor', 'investitor');
    const form = adForm('Njiva kod reke');
    form.append(
      'images',
      new Blob([await makeImage('jpeg', 1000, 700)], { type: 'image/jpeg' }),
      'njiva.jpg',
    );
    const ad = expectStatus(
      await call(base, '/api/ads', {
        method: 'POST',
        headers: { authorization: owner.authorization },
        body: form,
      }),
      201,
      'ad',
    );
    const conversation = expectStatus(
      await call(
        base,
        '/api/messages/conversations',
        jsonInit(
          { adId: ad.id, receiverId: owner.id, message: 'Da li je njiva još na prodaju?' },
          investor.authorization,
        ),
      ),
      201,
      'conversation',
    );
    const conversationId = conversation.id as number;
    expectStatus(
      await call(
        base,
        `/api/messages/conversations/${conversationId}/messages`,
        jsonInit({ content: 'Jeste, pogledajte je u subotu.' }, owner.authorization),
      ),
      201,
      'reply',
    );
    expectStatus(
      await call(base, `/api/favorites/land/${String(ad.id)}`, {
        method: 'PUT',
        headers: { authorization: investor.authorization },
      }),
      200,
      'favourite',
    );
    const before = await snapshot(
      base,
      owner.authorization,
      investor.authorization,
      conversationId,
    );
    expect(before.images).toHaveLength(1);
    expect(before.images[0]!.status).toBe(200);
    expect(before.messages).toHaveLength(2);
    expect(before.favorites).toEqual([ad.id]);

    // PostgreSQL is dumped while the server runs; the embedded database is one process's.
    if (!onPostgres) await stop(server);
    const folder = mkdtempSync(path.join(os.tmpdir(), 'marketplace-backup-'));
    cleanups.add(() => rmSync(folder, { recursive: true, force: true }));
    const backup = await runBackup(path.join(folder, 'latest'), { ...process.env, ...env });
    expect(backup).toMatchObject({ code: 0 });
    if (onPostgres) await stop(server);

    // Destroyed: the database, and the images wherever they were.
    if (onPostgres) {
      const url = new URL(env.DATABASE_URL!);
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const { client } = s3!;
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      await client.send(
        new DeleteObjectsCommand({
          Bucket: BUCKET,
          Delete: { Objects: (listed.Contents ?? []).map((object) => ({ Key: object.Key! })) },
        }),
      );
      const emptied = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      expect(emptied.Contents ?? []).toEqual([]);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }

    const restored = await runRestore(path.join(folder, 'latest'), { ...process.env, ...env });
    expect(restored).toMatchObject({ code: 0 });
    server = await cleanups.server(env);
    // The accounts: the password signs in again.
    const login = expectStatus(
      await call(
        server.baseUrl,
        '/api/auth/login',
        jsonInit({ email: 'vlasnik@example.test', password: PASSWORD }),
      ),
      200,
      'login after the restore',
    );
    expect((login.user as { id: number }).id).toBe(owner.id);
    const after = await snapshot(
      server.baseUrl,
      owner.authorization,
      investor.authorization,
      conversationId,
    );
    expect(after.ads).toEqual(before.ads);
    expect(after.messages).toEqual(before.messages);
    expect(after.favorites).toEqual(before.favorites);
    expect(after.images.map((image) => image.status)).toEqual([200]);
    expect(after.images[0]!.bytes.equals(before.images[0]!.bytes)).toBe(true);
  }, 120_000);

  it('refuses to copy the embedded database while a server holds it, and a folder in use', async () => {
    const { dataDir, env } = await cleanups.environment();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'marketplace-backup-'));
    cleanups.add(() => rmSync(folder, { recursive: true, force: true }));
    expect(await runBackup(folder, { ...process.env, ...env })).toMatchObject({ code: 0 });
    // A second backup into the same folder would mix two.
    const again = await runBackup(folder, { ...process.env, ...env });
    expect(again.code).toBe(1);
    expect(again.message).toMatch(/is not empty/);
    if (onPostgres) return;
    await cleanups.server(env);
    const held = await runBackup(path.join(folder, 'second'), {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
    });
    expect(held.code).toBe(1);
    expect(held.message).toMatch(/Stop the server first/);
  }, 60_000);
});
