import { describe, expect, it } from 'vitest';
import { adminConsoleTexts, formatStaffDuration } from './admin-texts';

describe('formatStaffDuration', () => {
  it.each([
    [0, 'manje od minut'],
    [59, 'manje od minut'],
    [60, '1 min'],
    [45 * 60 + 30, '45 min'],
    [3600, '1 h'],
    [3 * 3600 + 25 * 60, '3 h 25 min'],
    [50 * 3600 + 60, '50 h 1 min'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatStaffDuration(seconds)).toBe(text);
  });
});

describe('report counts', () => {
  it.each([
    [1, '1 prijava'],
    [2, '2 prijave'],
    [5, '5 prijava'],
    [21, '21 prijava'],
  ])('%i reads %s', (n, text) => {
    expect(adminConsoleTexts.reports.count(n)).toBe(text);
  });
});
