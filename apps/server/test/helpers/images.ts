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
