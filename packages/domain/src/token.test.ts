import { describe, expect, it } from 'vitest';
import { decodeTokenExp, decodeTokenPayload, isTokenExpired } from './token';

// Builds base64url with Node's Buffer so the decoder (which avoids Buffer) is checked against an
// independent encoder.
function segment(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString(
    'base64url',
  );
}
function token(payload: unknown): string {
  return `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.c2lnbmF0dXJl`;
}

const EXP = 1_735_689_600; // 2025-01-01T00:00:00Z

describe('decodeTokenExp', () => {
  it.each<[string, string | null | undefined, number | undefined]>([
    ['a valid token', token({ sub: '7', exp: EXP }), EXP],
    ['unicode claims (base64url - and _)', token({ name: 'Đorđe Šćepanović ?>?', exp: EXP }), EXP],
    ['fractional exp', token({ exp: 1.5 }), 1.5],
    ['no exp', token({ sub: '7' }), undefined],
    ['exp as text', token({ exp: String(EXP) }), undefined],
    ['payload is an array', token([1, 2]), undefined],
    ['payload is not JSON', `a.${segment('not json')}.c`, undefined],
    ['two parts', `${segment({})}.${segment({ exp: EXP })}`, undefined],
    ['four parts', `${token({ exp: EXP })}.x`, undefined],
    ['empty middle', 'a..c', undefined],
    ['standard base64 chars', 'a.eyJleHAiOjF9+/.c', undefined],
    ['impossible length', 'a.abcde.c', undefined],
    ['empty string', '', undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
  ])('%s', (_name, value, expected) => {
    expect(decodeTokenExp(value)).toBe(expected);
  });

  it('decodes payloads whose base64url length needs padding', () => {
    for (let n = 0; n < 4; n++) {
      const payload = { exp: EXP, pad: 'x'.repeat(n) };
      expect(decodeTokenPayload(token(payload))).toEqual(payload);
    }
  });
});

describe('isTokenExpired (spec §5)', () => {
  const ms = EXP * 1000;
  it.each<[string, string | null, number, boolean]>([
    ['before exp', token({ exp: EXP }), ms - 1, false],
    ['exactly at exp', token({ exp: EXP }), ms, false],
    ['just after exp', token({ exp: EXP }), ms + 1, true],
    ['long after', token({ exp: EXP }), ms + 86_400_000, true],
    ['undecodable', 'garbage', 0, true],
    ['no exp claim', token({ sub: '1' }), 0, true],
    ['missing token', null, 0, true],
  ])('%s', (_name, value, now, expected) => {
    expect(isTokenExpired(value, now)).toBe(expected);
  });
});
