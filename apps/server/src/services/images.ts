import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Config } from '../config';
import { texts } from '@marketplace/domain';
import { HttpError } from '../http/errors';
import { createLocalImageStorage, type ImageStorage } from './image-storage';
import {
  MAX_IMAGE_BYTES,
  sniffImageType,
  type ImageVariant,
  type StoredImage,
} from './image-types';

export type { ImageVariant, StoredImage } from './image-types';

/** The job queue whose jobs (a StoredImage each) remove the files of a deleted image. */
export const IMAGE_REMOVAL_QUEUE = 'image-removal';

export interface ServedImage {
  body: Buffer;
  contentType: string;
}

export interface ImageService {
  /**
   * DESIGN: accepts only JPEG, PNG or WebP by their bytes (415 otherwise), at most 5 MB (413) and
   * 40 megapixels (413); re-encodes without metadata, makes a thumbnail, names both itself.
   */
  store(bytes: Buffer): Promise<StoredImage>;
  /** Checks every image first, then stores them in order; on any failure nothing stays stored. */
  storeAll(images: readonly Buffer[]): Promise<StoredImage[]>;
  /** The checks of `store` without decoding or writing anything (throws the same HttpErrors). */
  check(bytes: Buffer): Promise<void>;
  remove(image: StoredImage): Promise<void>;
  /** A stored image by its server-generated name; null when the name is unknown or malformed. */
  read(variant: ImageVariant, filename: string): Promise<ServedImage | null>;
}

// DESIGN: at most 40 megapixels; also handed to sharp so a lying header cannot decode larger.
export const MAX_IMAGE_PIXELS = 40_000_000;
const FULL_MAX_SIDE = 2560;
const THUMBNAIL_WIDTH = 400;

// Only names this service generates are ever looked up: 32 hex digits, a variant suffix, .webp.
const NAME_PATTERNS: Record<ImageVariant, RegExp> = {
  full: /^[a-f0-9]{32}\.webp$/,
  thumbnail: /^[a-f0-9]{32}-thumb\.webp$/,
};

export function isStoredImageName(variant: ImageVariant, filename: string): boolean {
  return NAME_PATTERNS[variant].test(filename);
}

async function check(bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, texts.apiImages.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, texts.apiImages.unsupported);
  // metadata() reads the header only, so a decompression bomb is refused before any decoding. The
  // pixel limit is lifted for this read alone: with it, a header claiming billions of pixels would
  // throw like a damaged file (415) instead of being measured against MAX_IMAGE_PIXELS (413).
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== type || !metadata.width || !metadata.height) {
    throw new HttpError(415, texts.apiImages.damaged);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, texts.apiImages.tooManyPixels);
  }
}

/** Re-encodes to WebP. Without keepMetadata/withMetadata sharp writes no EXIF, so GPS is gone. */
async function encode(bytes: Buffer): Promise<{ full: Buffer; thumbnail: Buffer }> {
  try {
    const full = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({
        width: FULL_MAX_SIDE,
        height: FULL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await sharp(full)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 76 })
      .toBuffer();
    return { full, thumbnail };
  } catch {
    // The header was fine but the pixels are not (truncated or corrupt data).
    throw new HttpError(415, texts.apiImages.damaged);
  }
}

export function createImageService(
  config: Config,
  storage: ImageStorage = createLocalImageStorage(config.dataDir),
): ImageService {
  const remove = async (image: StoredImage) => {
    await Promise.all([
      storage.delete('full', image.filename),
      storage.delete('thumbnail', image.thumbnailFilename),
    ]);
  };

  const store = async (bytes: Buffer): Promise<StoredImage> => {
    await check(bytes);
    const { full, thumbnail } = await encode(bytes);
    const id = randomBytes(16).toString('hex');
    const image = { filename: `${id}.webp`, thumbnailFilename: `${id}-thumb.webp` };
    try {
      await storage.put('full', image.filename, full);
      await storage.put('thumbnail', image.thumbnailFilename, thumbnail);
    } catch (error) {
      await remove(image).catch(() => undefined);
      throw error;
    }
    return image;
  };

  return {
    check,
    store,
    remove,

    async storeAll(images) {
      for (const bytes of images) await check(bytes);
      const stored: StoredImage[] = [];
      try {
        // One at a time: ten 40-megapixel decodes at once would hold gigabytes of pixels.
        for (const bytes of images) stored.push(await store(bytes));
      } catch (error) {
        await Promise.all(stored.map((image) => remove(image).catch(() => undefined)));
        throw error;
      }
      return stored;
    },

    async read(variant, filename) {
      if (!isStoredImageName(variant, filename)) return null;
      const body = await storage.get(variant, filename);
      return body && { body, contentType: 'image/webp' };
    },
  };
}
