import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { createLocalImageStorage, type ImageStorage } from '../../src/services/image-storage';
import { createImageService } from '../../src/services/images';
import { GPS_MARKER, HTML_BYTES, makeImage, makeJpegWithGps } from '../helpers/images';

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

/** The 800 px copy's name, after the full image's (services/images.ts). */
const medium = (filename: string) => filename.replace('.webp', '-800.webp');

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
      refusal: 'unsupported',
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
    expect(filesUnder(dir).sort()).toEqual(
      [
        stored.filename,
        stored.largeFilename,
        medium(stored.filename),
        stored.thumbnailFilename,
      ].sort(),
    );
    await service.remove(stored);
    expect(await service.read('thumbnail', stored.thumbnailFilename)).toBeNull();
    expect(filesUnder(dir)).toEqual([]);
  });
});

const widthOf = async (image: { body: Buffer } | null) => {
  expect(image).not.toBeNull();
  const { width, height } = await sharp(image!.body).metadata();
  return [width, height];
};

describe('image service variants (responsive images)', () => {
  it('stores a full image (max side 2560), 1600 and 800 px copies and a 400 px thumbnail', async () => {
    const dir = tempDir();
    const service = createImageService(loadConfig({ DATA_DIR: dir }));
    const stored = await service.store(await makeImage('png', 3000, 2000));
    expect(stored).toEqual({
      filename: expect.stringMatching(/^[a-f0-9]{32}\.webp$/),
      largeFilename: stored.filename.replace('.webp', '-1600.webp'),
      thumbnailFilename: stored.filename.replace('.webp', '-thumb.webp'),
      width: 2560,
      height: 1707,
    });
    expect(await widthOf(await service.read('full', stored.filename))).toEqual([2560, 1707]);
    expect(await widthOf(await service.read('full', stored.largeFilename!))).toEqual([1600, 1067]);
    expect(await widthOf(await service.read('full', medium(stored.filename)))).toEqual([800, 533]);
    expect(await widthOf(await service.read('thumbnail', stored.thumbnailFilename))).toEqual([
      400, 267,
    ]);
    // The copies live beside the full image, the thumbnail in its own folder.
    expect(readdirSync(path.join(dir, 'uploads')).sort()).toEqual(
      [stored.filename, stored.largeFilename, medium(stored.filename), 'thumbnails'].sort(),
    );
  });

  it('never enlarges: a small image keeps its size in the copy, and reports it', async () => {
    const dir = tempDir();
    const service = createImageService(loadConfig({ DATA_DIR: dir }));
    const stored = await service.store(await makeImage('jpeg', 800, 600));
    expect([stored.width, stored.height]).toEqual([800, 600]);
    expect(await widthOf(await service.read('full', stored.largeFilename!))).toEqual([800, 600]);
  });

  it('keeps the copy free of metadata, like the full image', async () => {
    const dir = tempDir();
    const service = createImageService(loadConfig({ DATA_DIR: dir }));
    const stored = await service.store(await makeJpegWithGps());
    const large = await service.read('full', stored.largeFilename!);
    expect((await sharp(large!.body).metadata()).exif).toBeUndefined();
    expect(large!.body.includes(GPS_MARKER)).toBe(false);
  });

  it('removes the copy even when the caller knows only the full image and thumbnail', async () => {
    const dir = tempDir();
    const service = createImageService(loadConfig({ DATA_DIR: dir }));
    const stored = await service.store(await makeImage());
    // A removal job enqueued before copies existed carries these two names only.
    await service.remove({
      filename: stored.filename,
      thumbnailFilename: stored.thumbnailFilename,
    });
    expect(filesUnder(dir)).toEqual([]);
  });

  it('removes nothing outside its own names, whatever a job payload says', async () => {
    const dir = tempDir();
    const local = createLocalImageStorage(dir);
    const remove = vi.fn(local.delete);
    const service = createImageService(loadConfig({ DATA_DIR: dir }), { ...local, delete: remove });
    await service.remove({
      filename: '../secret',
      thumbnailFilename: '../../etc/passwd',
      largeFilename: 'x.webp',
    });
    expect(remove).not.toHaveBeenCalled();
  });

  it('makes the copy of an older image from its full image, again and again alike', async () => {
    const dir = tempDir();
    const service = createImageService(loadConfig({ DATA_DIR: dir }));
    const stored = await service.store(await makeImage('png', 2000, 1000));
    await createLocalImageStorage(dir).delete('full', stored.largeFilename!);
    expect(await service.read('full', stored.largeFilename!)).toBeNull();

    const copy = await service.addLargeCopy(stored.filename);
    expect(copy).toEqual(stored);
    const first = await service.read('full', stored.largeFilename!);
    expect(await widthOf(first)).toEqual([1600, 800]);
    expect(await service.addLargeCopy(stored.filename)).toEqual(stored);
    expect((await service.read('full', stored.largeFilename!))!.body.equals(first!.body)).toBe(
      true,
    );
  });

  it('makes no copy of a missing image or of a name it did not generate', async () => {
    const dir = tempDir();
    const local = createLocalImageStorage(dir);
    const get = vi.fn(local.get);
    const service = createImageService(loadConfig({ DATA_DIR: dir }), { ...local, get });
    expect(await service.addLargeCopy(`${'a'.repeat(32)}.webp`)).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
    for (const name of [
      '../x.webp',
      `${'a'.repeat(32)}-1600.webp`,
      `${'a'.repeat(32)}-thumb.webp`,
    ]) {
      expect(await service.addLargeCopy(name)).toBeNull();
    }
    expect(get).toHaveBeenCalledTimes(1);
    expect(filesUnder(dir)).toEqual([]);
  });
});
