import { serverTexts } from '@marketplace/domain';
import type { HttpResponse } from 'msw';
import type { AdImage, ApiError } from '../../src/types';
import type { MockDb } from '../db';
import { errorResponse, mockMessages } from '../http';

const MAX_IMAGES = 10;
const MAX_BYTES = 5 * 1024 * 1024;
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Stores the `images` of a multipart form as the server would (DESIGN: at most 10 per ad counting
 * existing ones, 5 MB each, JPEG/PNG/WebP only) and returns their records, or an error response.
 */
export async function storeImages(
  db: MockDb,
  form: FormData,
  existing: readonly AdImage[],
): Promise<AdImage[] | HttpResponse<ApiError>> {
  type Entry = ReturnType<FormData['get']>;
  const files = form
    .getAll('images')
    .filter((value): value is Exclude<Entry, string | null> => typeof value !== 'string');
  if (existing.length + files.length > MAX_IMAGES) {
    return errorResponse(413, mockMessages.tooManyImages);
  }
  if (files.some((file) => file.size > MAX_BYTES)) {
    return errorResponse(413, serverTexts.apiImages.tooLarge);
  }
  if (files.some((file) => !(file.type in EXTENSIONS))) {
    return errorResponse(415, serverTexts.apiImages.unsupported);
  }
  const firstIndex = existing.reduce((max, image) => Math.max(max, image.order_index + 1), 0);
  const stored: AdImage[] = [];
  for (const [offset, file] of files.entries()) {
    const id = db.nextId();
    const extension = EXTENSIONS[file.type] ?? 'png';
    const image: AdImage = {
      id,
      filename: `upload-${id}.${extension}`,
      thumbnail_filename: `upload-${id}-thumb.${extension}`,
      order_index: firstIndex + offset,
      large_filename: `upload-${id}-large.${extension}`,
      medium_filename: `upload-${id}-medium.${extension}`,
      width: null,
      height: null,
    };
    const bytes = new Uint8Array(await file.arrayBuffer());
    db.files.set(image.filename, { bytes, contentType: file.type });
    db.files.set(image.thumbnail_filename, { bytes, contentType: file.type });
    db.files.set(`upload-${id}-large.${extension}`, { bytes, contentType: file.type });
    db.files.set(`upload-${id}-medium.${extension}`, { bytes, contentType: file.type });
    stored.push(image);
  }
  return stored;
}

/** A form field as trimmed text ('' when absent). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A multipart number: null when empty or not a number. */
export const numberField = (form: FormData, name: string): number | null => {
  const text = field(form, name);
  if (!/^[0-9]+([.][0-9]+)?$/.test(text)) return null;
  return Number(text);
};

/** True when the city id belongs to the country (city id = country id × 100 + sequence). */
export const cityInCountry = (countryId: number, cityId: number): boolean =>
  Math.floor(cityId / 100) === countryId && cityId % 100 >= 1;
