import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { createLocalImageStorage, type ImageStorage } from '../../src/services/image-storage';
import { createImageService } from '../../src/services/images';
import { HTML_BYTES, makeImage } from '../helpers/images';

// The image service below the HTTP layer: what happens when the storage itself fails, which the
// HTTP tests cannot provoke.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-images-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('image service with a failing storage', () => {
  it('removes the full-size file when writing the thumbnail fails', async () => {
    const dir = tempDir();
    const local = createLocalImageStorage(dir);
    const storage: ImageStorage = {
      ...local,
      async put(variant, name, bytes) {
        if (variant === 'thumbnail') throw new Error('disk full');
        await local.put(variant, name, bytes);
      },
    };
    const service = createImageService(loadConfig({ DATA_DIR: dir }), storage);
    await expect(service.store(await makeImage())).rejects.toThrow('disk full');
    expect(filesUnder(dir)).toEqual([]);
  });

  it('storeAll removes earlier images when a later one fails to store', async () => {
    const dir = tempDir();
    const local = createLocalImageStorage(dir);
    let puts = 0;
    const storage: ImageStorage = {
      ...local,
      async put(variant, name, bytes) {
        puts += 1;
        if (puts === 3) throw new Error('disk full');
        await local.put(variant, name, bytes);
      },
    };
    const service = createImageService(loadConfig({ DATA_DIR: dir }), storage);
    await expect(service.storeAll([await makeImage(), await makeImage('png')])).rejects.toThrow();
    expect(filesUnder(dir)).toEqual([]);
  });

  it('storeAll checks every image before storing any', async () => {
    const dir = tempDir();
    const local = createLocalImageStorage(dir);
    const put = vi.fn(local.put);
    const service = createImageService(loadConfig({ DATA_DIR: dir }), { ...local, put });
    await expect(service.storeAll([await makeImage(), HTML_BYTES])).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(put).not.toHaveBeenCalled();
  });
});

describe('image service reads', () => {
  it('never asks the storage for a name it did not generate', async () => {
    const dir = tempDir();
    const local = createLocalImageStorage(dir);
    const get = vi.fn(local.get);
    const service = createImageService(loadConfig({ DATA_DIR: dir }), { ...local, get });
    for (const name of ['../secret', '..', 'a.webp', `${'a'.repeat(32)}.webp/../x`, '']) {
      expect(await service.read('full', name)).toBeNull();
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('reads back what it stored, and leaves no temporary files behind', async () => {
    const dir = tempDir();
    const service = createImageService(loadConfig({ DATA_DIR: dir }));
    const stored = await service.store(await makeImage('webp'));
    const full = await service.read('full', stored.filename);
    expect(full?.contentType).toBe('image/webp');
    expect(full?.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(filesUnder(dir).sort()).toEqual([stored.filename, stored.thumbnailFilename].sort());
    await service.remove(stored);
    expect(await service.read('thumbnail', stored.thumbnailFilename)).toBeNull();
  });
});
