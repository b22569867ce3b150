import {
  isLandType,
  texts,
  parseLocation,
  validateImageCount,
  type LandType,
} from '@marketplace/domain';
import { badRequest } from '../http/errors';

/** The fields of a land ad after parsing and validation (DESIGN: API decisions, land ads). */
export interface LandAdFields {
  title: string;
  description: string;
  price: number;
  area: number;
  countryId: number;
  cityId: number;
  landType: LandType;
}

export interface LandAdForm {
  fields: LandAdFields;
  images: Buffer[];
}

export const landAdFormMessages = {
  titleRequired: 'Naslov je obavezan.',
  invalidPrice: 'Cena mora biti broj veći od 0.',
  invalidArea: 'Površina mora biti broj veći od 0.',
  invalidLandType: 'Izaberite vrstu zemljišta iz liste.',
  invalidImages: 'Polje "images" mora sadržati datoteke slika.',
  invalidDescription: 'Opis nije ispravan.',
} as const;

// Multipart fields arrive as text (openapi.yaml LandAdForm). The contract's patterns already ran;
// these parsers repeat them so the conversion never trusts a looser schema or a `Number('')` = 0.
const DECIMAL = /^[0-9]{1,12}(?:[.][0-9]{1,2})?$/;
const ID = /^[1-9][0-9]{0,8}$/;

function positiveDecimal(value: unknown, message: string): number {
  if (typeof value !== 'string' || !DECIMAL.test(value)) throw badRequest(message);
  const number = Number(value);
  if (!(number > 0)) throw badRequest(message);
  return number;
}

function id(value: unknown): number {
  if (typeof value !== 'string' || !ID.test(value)) {
    throw badRequest(texts.landAd.invalidLocation);
  }
  return Number(value);
}

/** File parts come as one Buffer or an array of Buffers (the multipart plugin). */
export function collectImages(value: unknown): Buffer[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item) => Buffer.isBuffer(item))) {
    throw badRequest(landAdFormMessages.invalidImages);
  }
  return list as Buffer[];
}

/** Throws a 400 with a Serbian message for the first invalid field; the body is the raw form. */
export function parseLandAdForm(body: unknown): LandAdForm {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

  const title = typeof form.title === 'string' ? form.title.trim() : '';
  if (!title) throw badRequest(landAdFormMessages.titleRequired);
  const description = form.description ?? '';
  if (typeof description !== 'string') throw badRequest(landAdFormMessages.invalidDescription);

  const price = positiveDecimal(form.price, landAdFormMessages.invalidPrice);
  const area = positiveDecimal(form.area, landAdFormMessages.invalidArea);

  // spec §5: country and city must be ids from the lists; DESIGN: the city belongs to the country.
  // The domain rule (and its message) is the one the web form applies.
  const location = parseLocation(id(form.country_id), id(form.city_id));
  if ('error' in location) throw badRequest(location.error);

  if (!isLandType(form.land_type)) throw badRequest(landAdFormMessages.invalidLandType);

  const images = collectImages(form.images);
  const count = validateImageCount(0, images.length);
  if (!count.ok) throw badRequest(count.error);

  return {
    fields: {
      title,
      description: description.trim(),
      price,
      area,
      countryId: location.countryId,
      cityId: location.cityId,
      landType: form.land_type,
    },
    images,
  };
}
