import { describe, expect, it } from 'vitest';
import type { UserType } from './roles';
import {
  REPORT_REASONS,
  canReportAd,
  isReportReason,
  prepareReportNote,
  reportReasonLabel,
  type ReportReason,
} from './reports';

describe('report reasons', () => {
  it.each<[ReportReason, string]>([
    ['fraud', 'Prevara'],
    ['wrong_category', 'Pogrešna kategorija'],
    ['sold', 'Već prodato'],
    ['other', 'Drugo'],
  ])('%s -> %s', (reason, label) => {
    expect(reportReasonLabel(reason)).toBe(label);
  });

  it('lists the four reasons of the contract, in order', () => {
    expect([...REPORT_REASONS]).toEqual(['fraud', 'wrong_category', 'sold', 'other']);
  });

  it.each([
    ['fraud', true],
    ['other', true],
    ['spam', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isReportReason(%j) -> %s', (value, expected) => {
    expect(isReportReason(value)).toBe(expected);
  });
});

describe('who reports', () => {
  it.each<[UserType | null, number | null, boolean]>([
    ['investor', 2, true],
    ['land_owner', 2, true],
    ['business_owner', 2, true],
    ['land_owner', 1, false],
    ['investor', 1, false],
    [null, null, false],
  ])('%s user %j on an ad of user 1 -> %s', (role, userId, expected) => {
    expect(canReportAd(role, userId, { user_id: 1 })).toBe(expected);
    expect(canReportAd(role, userId, { author_id: 1 })).toBe(expected);
  });
});

describe('report notes', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   \n', null],
    ['  Cena je lažna. ', 'Cena je lažna.'],
  ])('%j -> %j', (note, expected) => {
    expect(prepareReportNote(note)).toBe(expected);
  });
});
