import { describe, expect, it } from 'vitest';
import { formatBusinessPrice, formatPrice } from './format-price';

// Intl separates the amount from '€' with a no-break space.
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [150000, `150.000${NBSP}€`],
    [0, `0${NBSP}€`],
    [999, `999${NBSP}€`],
    [1234.5, `1.234,5${NBSP}€`],
    [1234.56, `1.234,56${NBSP}€`],
    [2500000, `2.500.000${NBSP}€`],
    ['75000', `75.000${NBSP}€`],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('formatPrice(%j) -> %j', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

// spec §9: >= 1,000,000 -> one decimal + 'M'; >= 1,000 -> rounded + 'K'; else the full number.
describe('formatBusinessPrice', () => {
  it.each([
    [0, `0${NBSP}€`],
    [500, `500${NBSP}€`],
    [999, `999${NBSP}€`],
    [999.5, `999,5${NBSP}€`],
    [1000, `1K${NBSP}€`],
    [1499, `1K${NBSP}€`],
    [1500, `2K${NBSP}€`],
    [250000, `250K${NBSP}€`],
    [999499, `999K${NBSP}€`],
    [999999, `1.000K${NBSP}€`],
    [1000000, `1,0M${NBSP}€`],
    [1500000, `1,5M${NBSP}€`],
    [1250000, `1,3M${NBSP}€`],
    [12345678, `12,3M${NBSP}€`],
    [2000000000, `2.000,0M${NBSP}€`],
    ['250000', `250K${NBSP}€`],
    [null, ''],
    ['', ''],
  ])('formatBusinessPrice(%j) -> %j', (value, expected) => {
    expect(formatBusinessPrice(value)).toBe(expected);
  });
});
