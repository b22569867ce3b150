import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ImageStorage } from './image-storage';
import type { ImageVariant } from './image-types';

/** S3-compatible object storage of the images (config S3_*). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Where the bucket's objects are public (a CDN, the bucket's website): images redirect there. */
  publicUrl: string | undefined;
}

/** The object keys keep the local layout: uploads/<name>, uploads/thumbnails/<name>. */
const PREFIX: Record<ImageVariant, string> = {
  full: 'uploads/',
  thumbnail: 'uploads/thumbnails/',
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * The images in a bucket of any S3-compatible server, through the AWS SDK v3: one object per
 * stored file (a PUT is whole or nothing, as the local rename is). Paths are the service's own
 * names, never a user's. Checksums are sent and checked only where an operation requires them, as
 * S3-compatible servers other than AWS accept (the SDK's default CRC32 trailers are AWS's own).
 */
export function createS3ImageStorage(settings: S3Settings): ImageStorage {
  const client = new S3Client({
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
  const Bucket = settings.bucket;
  const keyOf = (variant: ImageVariant, name: string) => `${PREFIX[variant]}${name}`;

  return {
    async put(variant, name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(variant, name),
          Body: bytes,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(variant, name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(variant, name) }),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(variant, name) {
      // Deleting a missing object succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(variant, name) }));
    },

    async reachable() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    publicUrlOf:
      settings.publicUrl === undefined
        ? undefined
        : async (variant, name) => {
            try {
              await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(variant, name) }));
            } catch (error) {
              if (isMissing(error)) return null;
              throw error;
            }
            return `${settings.publicUrl!.replace(/\/+$/, '')}/${keyOf(variant, name)}`;
          },
  };
}
