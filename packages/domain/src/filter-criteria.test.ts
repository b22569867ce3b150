import { describe, expect, it } from 'vitest';
import { inRange, matchesText, toExactKey, toNumberBound, toSearchText } from './filter-criteria';

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
    ['   ', undefined],
    [' Novi SAD ', 'novi sad'],
  ])('toSearchText(%j) -> %j', (value, expected) => {
    expect(toSearchText(value)).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    [3, '3'],
    [' 101 ', '101'],
  ])('toExactKey(%j) -> %j', (value, expected) => {
    expect(toExactKey(value)).toBe(expected);
  });

  it.each([
    ['reka', 'Kuća', 'Pored REKA', true],
    ['kuća', 'KUĆA na selu', null, true],
    ['reka', 'Kuća', null, false],
    ['reka', 'Kuća', undefined, false],
    ['ka pored', 'Kuća', 'Pored REKA', false],
    ['ćapo', 'Kuća', 'Pored', false],
  ])('matchesText(%j, %j, %j) -> %s', (query, title, description, expected) => {
    expect(matchesText(query, { title, description })).toBe(expected);
  });

  it('re-reads an ad whose text changed after a first match', () => {
    const ad = { title: 'Stari mlin', description: 'uz reku' };
    expect(matchesText('mlin', ad)).toBe(true);
    ad.title = 'Nova kuća';
    expect(matchesText('mlin', ad)).toBe(false);
    expect(matchesText('kuća', ad)).toBe(true);
    ad.description = 'sa bazenom';
    expect(matchesText('reku', ad)).toBe(false);
    expect(matchesText('bazen', ad)).toBe(true);
  });

  it.each([
    [5, undefined, undefined, true],
    [5, 5, 5, true],
    [5, 6, undefined, false],
    [5, undefined, 4, false],
  ])('inRange(%d, %j, %j) -> %s', (value, min, max, expected) => {
    expect(inRange(value, min, max)).toBe(expected);
  });
});
