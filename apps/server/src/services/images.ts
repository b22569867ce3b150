import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Config } from '../config';
import { serverTexts } from '@marketplace/domain';
import { tooLarge, unsupported } from './errors';
import { createLocalImageStorage, type ImageStorage } from './image-storage';
import { createS3ImageStorage } from './s3-image-storage';
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
   * 40 megapixels (413); re-encodes without metadata, makes 1600 and 800 px copies and a thumbnail, names
   * all three itself and reports the full image's size.
   */
  store(bytes: Buffer): Promise<StoredImage>;
  /** Checks every image first, then stores them in order; on any failure nothing stays stored. */
  storeAll(images: readonly Buffer[]): Promise<StoredImage[]>;
  /** The checks of `store` without decoding or writing anything (throws the same refusals). */
  check(bytes: Buffer): Promise<void>;
  /** Deletes the full image, its 1600 and 800 px copies and its thumbnail; missing files are no error. */
  remove(
    image: Pick<StoredImage, 'filename' | 'thumbnailFilename' | 'largeFilename'>,
  ): Promise<void>;
  /**
   * Makes the 1600 and 800 px copies of an image stored before copies existed, from its full image, and
   * reports the full image's size; null when the full image is missing or the name is not one this
   * service generated. Writing the same copy twice is harmless (the name follows the full image's).
   */
  addLargeCopy(filename: string): Promise<Required<StoredImage> | null>;
  /** Resolves when the storage behind the images can be written (readiness). */
  reachable(): Promise<void>;
  /** A stored image by its server-generated name; null when the name is unknown or malformed. */
  read(variant: ImageVariant, filename: string): Promise<ServedImage | null>;
  /** The image's public address when the storage has one (S3_PUBLIC_URL); null otherwise. */
  publicUrl(variant: ImageVariant, filename: string): Promise<string | null>;
}

// DESIGN: at most 40 megapixels; also handed to sharp so a lying header cannot decode larger.
export const MAX_IMAGE_PIXELS = 40_000_000;
const FULL_MAX_SIDE = 2560;
const LARGE_WIDTH = 1600;
// A phone's screen: 400 CSS px at 2 device pixels per CSS pixel.
const MEDIUM_WIDTH = 800;
const THUMBNAIL_WIDTH = 400;
// The full image and its 1600 px copy share a quality: the copy replaces it on most screens.
const FULL_QUALITY = 82;

// Only names this service generates are ever looked up: 32 hex digits, a variant suffix, .webp.
// The 1600 and 800 px copies live and are served beside the full image (variant 'full', suffixes
// -1600 and -800).
const NAME_PATTERNS: Record<ImageVariant, RegExp> = {
  full: /^[a-f0-9]{32}(?:-1600|-800)?\.webp$/,
  thumbnail: /^[a-f0-9]{32}-thumb\.webp$/,
};
const FULL_NAME = /^([a-f0-9]{32})\.webp$/;

export function isStoredImageName(variant: ImageVariant, filename: string): boolean {
  return NAME_PATTERNS[variant].test(filename);
}

/** The names of the four files of one image. */
const namesOf = (id: string) => ({
  filename: `${id}.webp`,
  largeFilename: `${id}-${LARGE_WIDTH}.webp`,
  mediumFilename: `${id}-${MEDIUM_WIDTH}.webp`,
  thumbnailFilename: `${id}-thumb.webp`,
});

/** The 1600 px copy's name for a full image's name; null for any other name. */
export function largeNameOf(filename: string): string | null {
  const id = FULL_NAME.exec(filename)?.[1];
  return id ? namesOf(id).largeFilename : null;
}

/**
 * The 800 px copy's name for a full image's name; null for any other name. It is made with the
 * 1600 px copy (on upload, or by the backfill), so an image with one has both.
 */
export function mediumNameOf(filename: string): string | null {
  const id = FULL_NAME.exec(filename)?.[1];
  return id ? namesOf(id).mediumFilename : null;
}

async function check(bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(serverTexts.apiImages.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw unsupported(serverTexts.apiImages.unsupported);
  // metadata() reads the header only, so a decompression bomb is refused before any decoding. The
  // pixel limit is lifted for this read alone: with it, a header claiming billions of pixels would
  // throw like a damaged file (415) instead of being measured against MAX_IMAGE_PIXELS (413).
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== type || !metadata.width || !metadata.height) {
    throw unsupported(serverTexts.apiImages.damaged);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw tooLarge(serverTexts.apiImages.tooManyPixels);
  }
}

/** A `width` px wide copy of a full image (never enlarged), at the full image's quality. */
function copyOf(full: Buffer, width: number): Promise<Buffer> {
  return sharp(full, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: FULL_QUALITY })
    .toBuffer();
}

interface Encoded {
  full: Buffer;
  large: Buffer;
  medium: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Re-encodes to WebP. Without keepMetadata/withMetadata sharp writes no EXIF, so GPS is gone. */
async function encode(bytes: Buffer): Promise<Encoded> {
  try {
    const { data: full, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({
        width: FULL_MAX_SIDE,
        height: FULL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: FULL_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const large = await copyOf(full, LARGE_WIDTH);
    const medium = await copyOf(full, MEDIUM_WIDTH);
    const thumbnail = await sharp(full)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 76 })
      .toBuffer();
    return { full, large, medium, thumbnail, width: info.width, height: info.height };
  } catch {
    // The header was fine but the pixels are not (truncated or corrupt data).
    throw unsupported(serverTexts.apiImages.damaged);
  }
}

export function createImageService(
  config: Config,
  storage: ImageStorage = config.s3
    ? createS3ImageStorage(config.s3)
    : createLocalImageStorage(config.dataDir),
): ImageService {
  const remove: ImageService['remove'] = async (image) => {
    // The copy's name follows the full image's, so a caller that knows only the full image and the
    // thumbnail (an older removal job) removes the copy as well. Names come from the database, yet
    // only names of this service's pattern reach the storage.
    const large = new Set([
      largeNameOf(image.filename),
      mediumNameOf(image.filename),
      image.largeFilename,
    ]);
    await Promise.all([
      isStoredImageName('full', image.filename) && storage.delete('full', image.filename),
      ...[...large].map(
        (name) => name && isStoredImageName('full', name) && storage.delete('full', name),
      ),
      isStoredImageName('thumbnail', image.thumbnailFilename) &&
        storage.delete('thumbnail', image.thumbnailFilename),
    ]);
  };

  const store = async (bytes: Buffer): Promise<StoredImage> => {
    await check(bytes);
    const { full, large, medium, thumbnail, width, height } = await encode(bytes);
    const { mediumFilename, ...names } = namesOf(randomBytes(16).toString('hex'));
    try {
      await storage.put('full', names.filename, full);
      await storage.put('full', names.largeFilename, large);
      await storage.put('full', mediumFilename, medium);
      await storage.put('thumbnail', names.thumbnailFilename, thumbnail);
    } catch (error) {
      await remove(names).catch(() => undefined);
      throw error;
    }
    return { ...names, width, height };
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

    async addLargeCopy(filename) {
      const id = FULL_NAME.exec(filename)?.[1];
      if (!id) return null;
      const full = await storage.get('full', filename);
      if (!full) return null;
      const names = namesOf(id);
      // Full images were re-encoded by this service, so they are within its limits already.
      const { width, height } = await sharp(full, {
        limitInputPixels: MAX_IMAGE_PIXELS,
      }).metadata();
      if (!width || !height) throw new Error(`stored image ${filename} has no size`);
      const { mediumFilename, ...stored } = names;
      await storage.put('full', names.largeFilename, await copyOf(full, LARGE_WIDTH));
      await storage.put('full', mediumFilename, await copyOf(full, MEDIUM_WIDTH));
      return { ...stored, width, height };
    },

    reachable: () => storage.reachable(),

    async publicUrl(variant, filename) {
      if (!storage.publicUrlOf || !isStoredImageName(variant, filename)) return null;
      return storage.publicUrlOf(variant, filename);
    },

    async read(variant, filename) {
      if (!isStoredImageName(variant, filename)) return null;
      const body = await storage.get(variant, filename);
      return body && { body, contentType: 'image/webp' };
    },
  };
}
