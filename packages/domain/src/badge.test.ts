import { describe, expect, it } from 'vitest';
import { formatConversationBadge, formatNavBadge } from './badge';

describe('formatNavBadge (spec §2: above 0, 99+ above 99)', () => {
  it.each([
    [0, null],
    [-3, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%j -> %j', (count, expected) => {
    expect(formatNavBadge(count)).toBe(expected);
  });
});

describe('formatConversationBadge (spec §2: 9+ above 9)', () => {
  it.each([
    [0, null],
    [-1, null],
    [undefined, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [99, '9+'],
    [100, '9+'],
  ])('%j -> %j', (count, expected) => {
    expect(formatConversationBadge(count)).toBe(expected);
  });
});
