import { APP_TIME_ZONE } from './constants';
import { currentLocale } from './number-format';

// spec §1, §9: dates use the Serbian locale (the current language's: sr-Latn-RS, sr-Cyrl-RS,
// en-GB), in the market's time zone (APP_TIME_ZONE), so that a
// page the server renders and the browser that takes it over show the same date and time wherever
// each runs. Tests may name another zone.
export interface DateFormatOptions {
  readonly timeZone?: string;
}

export type DateInput = Date | string | number;

function toDate(value: DateInput | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const longFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

// Intl.DateTimeFormat construction is slow; message lists format many times, so formats are cached.
function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const zone = timeZone ?? APP_TIME_ZONE;
  const locale = currentLocale();
  const key = `${locale} ${zone}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    cache.set(key, format);
  }
  return format;
}

/** Long Serbian Latin date, e.g. '5. novembar 2024.'; '' for a missing or invalid date. */
export function formatDate(
  value: DateInput | null | undefined,
  options: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  return cached(longFormats, options.timeZone, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/**
 * spec §2, §9: message times as dd.MM.yyyy HH:mm, e.g. '05.11.2024 13:07'. Built from parts
 * because the Serbian locale's own pattern adds a trailing dot after the year.
 */
export function formatDateTime(
  value: DateInput | null | undefined,
  options: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = cached(dateTimeFormats, options.timeZone, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
