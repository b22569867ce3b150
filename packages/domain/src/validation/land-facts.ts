import { isParcelNumber, PARCEL_NUMBER_MAX_LENGTH, isUtility, type Utility } from '../ad-facts';
import { CADASTRAL_MUNICIPALITY_MAX_LENGTH, ZONING_MAX_LENGTH } from '../form-limits';
import { texts } from '../texts';
import { invalid, valid, type ValidationResult } from './result';

/** The optional facts of a plot as a form or the API's multipart fields give them. */
export interface LandFactsValues {
  readonly cadastral_municipality?: unknown;
  readonly parcel_number?: unknown;
  /** One value or several (a repeated multipart field, checkboxes). */
  readonly utilities?: unknown;
  readonly zoning?: unknown;
  readonly ownership_registered?: unknown;
  readonly price_negotiable?: unknown;
}

/** openapi.yaml LandAd: the facts as stored, null where not given. */
export interface LandFacts {
  readonly cadastral_municipality: string | null;
  readonly parcel_number: string | null;
  readonly utilities: readonly Utility[];
  readonly zoning: string | null;
  readonly ownership_registered: boolean | null;
  readonly price_negotiable: boolean;
}

/** Text that may be left out: trimmed, null when empty; undefined when not text or too long. */
export function optionalText(value: unknown, maxLength: number): string | null | undefined {
  if (value == null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed.length > maxLength) return undefined;
  return trimmed === '' ? null : trimmed;
}

/** A yes/no that may be left out: true, false, or null; undefined when neither. */
export function optionalYesNo(value: unknown): boolean | null | undefined {
  if (value == null || value === '') return null;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** The plot's facts, checked; every one may be left out (land facts). */
export function validateLandFacts(values: LandFactsValues): ValidationResult<LandFacts> {
  const text = texts.landFacts;
  const municipality = optionalText(
    values.cadastral_municipality,
    CADASTRAL_MUNICIPALITY_MAX_LENGTH,
  );
  if (municipality === undefined) {
    return invalid(text.cadastralMunicipalityTooLong, 'cadastral_municipality');
  }
  const parcel = optionalText(values.parcel_number, PARCEL_NUMBER_MAX_LENGTH);
  if (parcel === undefined || (parcel !== null && !isParcelNumber(parcel))) {
    return invalid(text.invalidParcelNumber, 'parcel_number');
  }
  const given =
    values.utilities == null || values.utilities === ''
      ? []
      : Array.isArray(values.utilities)
        ? (values.utilities as unknown[])
        : [values.utilities];
  if (!given.every(isUtility)) return invalid(text.invalidUtilities, 'utilities');
  const zoning = optionalText(values.zoning, ZONING_MAX_LENGTH);
  if (zoning === undefined) return invalid(text.zoningTooLong, 'zoning');
  const registered = optionalYesNo(values.ownership_registered);
  if (registered === undefined) return invalid(text.invalidYesNo, 'ownership_registered');
  const negotiable = optionalYesNo(values.price_negotiable);
  if (negotiable === undefined) return invalid(text.invalidYesNo, 'price_negotiable');
  return valid({
    cadastral_municipality: municipality,
    parcel_number: parcel,
    // In the list's order, each once, whatever order they were sent in.
    utilities: [...new Set(given)].sort(
      (a, b) => UTILITY_ORDER.indexOf(a) - UTILITY_ORDER.indexOf(b),
    ),
    zoning,
    ownership_registered: registered,
    price_negotiable: negotiable ?? false,
  });
}

const UTILITY_ORDER: readonly Utility[] = ['electricity', 'water', 'sewage', 'gas', 'road_access'];
