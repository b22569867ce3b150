import { describe, expect, it } from 'vitest';
import { auditFiltersOf, isIdFilter } from './audit-filters';

describe('auditFiltersOf', () => {
  it('reads every filter the address gives', () => {
    const params = new URLSearchParams('actor=8&action=hide&target_type=land_ad&target_id=12');
    expect(auditFiltersOf(params)).toEqual({
      actor: 8,
      action: 'hide',
      target_type: 'land_ad',
      target_id: 12,
    });
  });

  it('drops the malformed ones', () => {
    const params = new URLSearchParams('actor=-1&action=delete&target_type=ad&target_id=1.5');
    expect(auditFiltersOf(params)).toEqual({});
  });
});

describe('isIdFilter', () => {
  it.each([
    ['', true],
    [' 7 ', true],
    ['0', false],
    ['abc', false],
  ])('%j → %s', (value, ok) => {
    expect(isIdFilter(value)).toBe(ok);
  });
});
