/** DESIGN: each uploaded image is at most 5 MB (the multipart limit and the image check). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The two stored sizes of every image. */
export type ImageVariant = 'full' | 'thumbnail';

/** The server-generated file names of one stored image. */
export interface StoredImage {
  filename: string;
  thumbnailFilename: string;
  /** The 1600 px wide copy (openapi.yaml AdImage.large_filename); absent until it is made. */
  largeFilename?: string;
  /** The full image's size in pixels, when known. */
  width?: number;
  height?: number;
}

/** The accepted image formats, named as sharp's metadata() names them. */
export type ImageType = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * DESIGN: an upload is accepted by its bytes, never by its file name or claimed content type, so an
 * HTML page named photo.jpg is refused. Magic numbers: JPEG FF D8 FF, PNG's 8-byte signature, and
 * WebP as a RIFF container whose form type is "WEBP".
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}
