import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { loadConfig, type Config } from '../config';
import { acquireDataDirLock } from '../db/lock';
import type { S3Settings } from '../services/s3-image-storage';

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>`: the marketplace's data in one
 * folder, and back. The database: PostgreSQL (DATABASE_URL) through `pg_dump`'s custom format,
 * online and consistent, restored with `pg_restore --clean` into the database DATABASE_URL names
 * (it must exist; it may be empty); the embedded database (DATA_DIR/db) as a copy of its files, taken
 * while no server holds the data directory (the command waits a few seconds for its lock, then says
 * to stop the server). The images: DATA_DIR/uploads, or every object of the bucket (S3_*), kept in
 * the bucket's layout, so a backup of one restores into the other. And the
 * generated JWT secret (DATA_DIR/jwt-secret) when there is one, so sessions outlive a restore.
 */
const USAGE = 'Usage: npm run backup -- <folder>\n       npm run restore -- <folder>';

interface Manifest {
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Where the images were kept; the backup holds them in the bucket's layout either way. */
  images: 's3' | 'disk';
  objects: number;
}

type Result = { code: number; message: string };

/** The newest PostgreSQL client tool of Debian's packages, else the one on PATH. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(path.join(base, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(base, versions[0], 'bin', name) : name;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
}

function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Every object of the bucket into `folder`, under its key; returns how many. */
async function downloadBucket(settings: S3Settings, folder: string): Promise<number> {
  const client = s3Client(settings);
  let count = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      const key = object.Key!;
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      const file = path.join(folder, key);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await answer.Body!.transformToByteArray());
      count += 1;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return count;
}

/** The files under `folder`, relative to it, with '/' between parts. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

async function uploadBucket(settings: S3Settings, folder: string): Promise<number> {
  const client = s3Client(settings);
  const keys = filesUnder(folder);
  for (const key of keys) {
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        Body: readFileSync(path.join(folder, key)),
        ContentType: 'image/webp',
      }),
    );
  }
  return keys.length;
}

/** Runs `work` holding the embedded database's data directory, as a stopped server leaves it. */
async function withDataDirectory<T>(config: Config, work: () => Promise<T>): Promise<T> {
  const release = await acquireDataDirLock(config.dataDir, { waitMs: 5_000 }).catch(
    (error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\nStop the server first: the embedded database is copied while no server holds it.`,
      );
    },
  );
  try {
    return await work();
  } finally {
    release();
  }
}

export async function runBackup(
  folder: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Result> {
  if (!folder) return { code: 2, message: USAGE };
  const config = loadConfig(env);
  const target = path.resolve(folder);
  if (existsSync(target) && readdirSync(target).length > 0) {
    return { code: 1, message: `${target} is not empty: a backup goes into a new folder.` };
  }
  mkdirSync(target, { recursive: true });
  const backup = async (): Promise<Manifest> => {
    if (config.databaseUrl) {
      run(postgresTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(target, 'database.dump'),
        config.databaseUrl,
      ]);
    } else {
      const db = path.join(config.dataDir, 'db');
      if (!existsSync(db)) throw new Error(`There is no embedded database in ${config.dataDir}.`);
      cpSync(db, path.join(target, 'pglite'), { recursive: true });
    }
    const secret = path.join(config.dataDir, 'jwt-secret');
    if (!config.jwtSecret && existsSync(secret)) cpSync(secret, path.join(target, 'jwt-secret'));
    // The images in the bucket's layout (uploads/<name>), wherever they were kept.
    const images = path.join(target, 'images');
    let objects: number;
    if (config.s3) {
      objects = await downloadBucket(config.s3, images);
    } else {
      const uploads = path.join(config.dataDir, 'uploads');
      if (existsSync(uploads)) cpSync(uploads, path.join(images, 'uploads'), { recursive: true });
      objects = filesUnder(images).length;
    }
    return {
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      images: config.s3 ? 's3' : 'disk',
      objects,
    };
  };
  try {
    const manifest = config.databaseUrl ? await backup() : await withDataDirectory(config, backup);
    writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return {
      code: 0,
      message: `Backed up the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${manifest.objects} image files to ${target}.`,
    };
  } catch (error) {
    return { code: 1, message: error instanceof Error ? error.message : String(error) };
  }
}

export async function runRestore(
  folder: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Result> {
  if (!folder) return { code: 2, message: USAGE };
  const config = loadConfig(env);
  const source = path.resolve(folder);
  const manifestFile = path.join(source, 'manifest.json');
  if (!existsSync(manifestFile)) return { code: 1, message: `${source} holds no backup.` };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  if ((manifest.database === 'postgres') !== Boolean(config.databaseUrl)) {
    return {
      code: 1,
      message: `The backup is of the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database; ${config.databaseUrl ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}.`,
    };
  }
  const restore = async () => {
    if (config.databaseUrl) {
      run(postgresTool('pg_restore'), [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        config.databaseUrl,
        path.join(source, 'database.dump'),
      ]);
    } else {
      const db = path.join(config.dataDir, 'db');
      rmSync(db, { recursive: true, force: true });
      cpSync(path.join(source, 'pglite'), db, { recursive: true });
    }
    const secret = path.join(source, 'jwt-secret');
    if (existsSync(secret)) {
      mkdirSync(config.dataDir, { recursive: true });
      cpSync(secret, path.join(config.dataDir, 'jwt-secret'));
    }
    // Into the bucket or onto the disk, whichever the configuration names now.
    const images = path.join(source, 'images');
    if (config.s3) return uploadBucket(config.s3, images);
    if (existsSync(path.join(images, 'uploads'))) {
      cpSync(path.join(images, 'uploads'), path.join(config.dataDir, 'uploads'), {
        recursive: true,
      });
    }
    return filesUnder(path.join(images, 'uploads')).length;
  };
  try {
    const objects = config.databaseUrl ? await restore() : await withDataDirectory(config, restore);
    return { code: 0, message: `Restored the database and ${objects} image files from ${source}.` };
  } catch (error) {
    return { code: 1, message: error instanceof Error ? error.message : String(error) };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, folder] = process.argv.slice(2);
  const result =
    command === 'backup'
      ? await runBackup(folder)
      : command === 'restore'
        ? await runRestore(folder)
        : { code: 2, message: USAGE };
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
}
