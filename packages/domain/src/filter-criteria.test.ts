import { describe, expect, it } from 'vitest';
import { toExactKey, toNumberBound } from './filter-criteria';

describe('filter criteria parsing', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
    ['0', 0],
    [0, 0],
    ['1500.5', 1500.5],
    [250, 250],
  ])('toNumberBound(%j) -> %j', (value, expected) => {
    expect(toNumberBound(value)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    [3, '3'],
    [' 101 ', '101'],
  ])('toExactKey(%j) -> %j', (value, expected) => {
    expect(toExactKey(value)).toBe(expected);
  });
});
