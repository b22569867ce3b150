import { describe, expect, it } from 'vitest';
import { invalid, isBlank, parseId, parseNumber, parseOptionalNumber, valid } from './result';

describe('result helpers', () => {
  it('builds both shapes', () => {
    expect(valid({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
    expect(invalid('Greška')).toEqual({ ok: false, error: 'Greška' });
  });

  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['  \t', true],
    ['x', false],
    [0, false],
  ])('isBlank(%j) -> %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each([
    ['12.5', 12.5],
    [' 7 ', 7],
    [0, 0],
    ['', undefined],
    ['abc', undefined],
    ['Infinity', undefined],
    [Number.NaN, undefined],
  ])('parseNumber(%j) -> %j', (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });

  it.each([
    ['101', 101],
    [3, 3],
    ['1.5', undefined],
    ['Beograd', undefined],
    ['', undefined],
    [null, undefined],
  ])('parseId(%j) -> %j', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });

  it.each([
    ['', null],
    ['   ', null],
    [undefined, null],
    ['0', 0],
    ['150000.25', 150000.25],
    ['12a', 'invalid'],
  ])('parseOptionalNumber(%j) -> %j', (value, expected) => {
    expect(parseOptionalNumber(value)).toBe(expected);
  });
});
