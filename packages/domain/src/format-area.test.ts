import { describe, expect, it } from 'vitest';
import { formatArea } from './format-area';

const NBSP = '\u00a0';

describe('formatArea', () => {
  it.each([
    [2500, `2.500${NBSP}m²`],
    [850, `850${NBSP}m²`],
    [0, `0${NBSP}m²`],
    [1234.567, `1.234,57${NBSP}m²`],
    [1000000, `1.000.000${NBSP}m²`],
    ['420', `420${NBSP}m²`],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['n/a', ''],
  ])('formatArea(%j) -> %j', (value, expected) => {
    expect(formatArea(value)).toBe(expected);
  });
});
