import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FilePart } from './multipart';

export type TestImageFormat = 'jpeg' | 'png' | 'webp';

const CONTENT_TYPES: Record<TestImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const EXTENSIONS: Record<TestImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** A small solid-colour image of the given format and size. */
export async function makeImage(
  format: TestImageFormat = 'jpeg',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 80 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A file part for multipart(): real image bytes with a matching name and content type. */
export async function imagePart(
  format: TestImageFormat = 'jpeg',
  width = 64,
  height = 48,
): Promise<FilePart> {
  return {
    data: await makeImage(format, width, height),
    filename: `slika.${EXTENSIONS[format]}`,
    contentType: CONTENT_TYPES[format],
  };
}

export const GPS_MARKER = 'TajnaLokacijaParcele';

/**
 * A JPEG carrying EXIF with GPS coordinates (IFD3) and a marker string (IFD0), so a test can prove
 * the original has them and the served copy does not.
 */
export async function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#886644' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: GPS_MARKER },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 49/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '20/1 27/1 0/1',
      },
    })
    .toBuffer();
}

/** A 64×48 JPEG whose EXIF orientation (6) says: rotate 90° clockwise to display. */
export async function makeRotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#446688' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

let hugePng: Promise<Buffer> | undefined;
/** 10000×10000 (100 megapixels) of one colour: a few hundred KB compressed. Built once. */
export function makeHugePng(): Promise<Buffer> {
  hugePng ??= sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' },
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
  return hugePng;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming width × height pixels (8-bit grey) followed by
 * one compressed row of zeros. A few hundred bytes that would decode to gigabytes.
 */
export function makePngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Bytes that are not an image at all, whatever name and content type they are sent with. */
export const HTML_BYTES = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** Random bytes of the given size behind a JPEG signature: too big, yet "looks like" a JPEG. */
export function oversizedJpegLike(bytes: number): Buffer {
  const data = randomBytes(bytes);
  data[0] = 0xff;
  data[1] = 0xd8;
  data[2] = 0xff;
  return data;
}
