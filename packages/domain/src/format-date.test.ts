import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

const utc = { timeZone: 'UTC' };

describe('formatDate (Serbian Latin, long)', () => {
  it.each([
    ['2024-11-05T13:07:00Z', '5. novembar 2024.'],
    ['2024-01-01T00:00:00Z', '1. januar 2024.'],
    ['2023-02-28T10:00:00Z', '28. februar 2023.'],
    ['2025-03-15T10:00:00Z', '15. mart 2025.'],
    ['2025-08-09T10:00:00Z', '9. avgust 2025.'],
    ['2025-12-31T23:59:59Z', '31. decembar 2025.'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatDate(iso, utc)).toBe(expected);
  });

  it('uses Latin, never Cyrillic, month names', () => {
    const text = formatDate(new Date(Date.UTC(2024, 10, 5)), utc);
    expect(text).toContain('novembar');
    expect(text).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('honours the time zone', () => {
    const instant = '2024-11-05T23:30:00Z';
    expect(formatDate(instant, utc)).toBe('5. novembar 2024.');
    expect(formatDate(instant, { timeZone: 'Europe/Belgrade' })).toBe('6. novembar 2024.');
  });

  it.each([null, undefined, '', 'not a date'])('%j -> empty', (value) => {
    expect(formatDate(value, utc)).toBe('');
  });

  it('accepts Date and epoch milliseconds', () => {
    const ms = Date.UTC(2024, 5, 1, 12);
    expect(formatDate(ms, utc)).toBe('1. jun 2024.');
    expect(formatDate(new Date(ms), utc)).toBe('1. jun 2024.');
  });
});

// spec §9: dd.MM.yyyy HH:mm.
describe('formatDateTime', () => {
  it.each([
    ['2024-11-05T13:07:00Z', utc, '05.11.2024 13:07'],
    ['2024-01-01T00:00:00Z', utc, '01.01.2024 00:00'],
    ['2024-12-31T23:59:00Z', utc, '31.12.2024 23:59'],
    ['2024-07-04T09:05:00Z', { timeZone: 'Europe/Belgrade' }, '04.07.2024 11:05'],
    ['2024-01-04T09:05:00Z', { timeZone: 'Europe/Belgrade' }, '04.01.2024 10:05'],
    ['2024-12-31T23:30:00Z', { timeZone: 'Europe/Belgrade' }, '01.01.2025 00:30'],
  ])('%s in %j -> %s', (iso, options, expected) => {
    expect(formatDateTime(iso, options)).toBe(expected);
  });

  it('matches the dd.MM.yyyy HH:mm shape in the runtime time zone', () => {
    expect(formatDateTime(Date.now())).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  it.each([null, undefined, '', 'garbage'])('%j -> empty', (value) => {
    expect(formatDateTime(value, utc)).toBe('');
  });
});
