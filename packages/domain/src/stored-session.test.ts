import { describe, expect, it } from 'vitest';
import { resolveStoredSession } from './stored-session';

const NOW = 1_700_000_000_000;
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const live = `${part({})}.${part({ exp: NOW / 1000 + 3600 })}.s`;
const expired = `${part({})}.${part({ exp: NOW / 1000 - 1 })}.s`;

describe('resolveStoredSession (spec §4, at start)', () => {
  it.each([
    ['nothing stored', null, null, { action: 'signedOut' }],
    ['only a token', live, null, { action: 'signedOut' }],
    ['only a userId', null, '7', { action: 'signedOut' }],
    ['empty strings', '', '', { action: 'signedOut' }],
    ['expired token', expired, '7', { action: 'discard' }],
    ['undecodable token', 'abc', '7', { action: 'discard' }],
    ['live token', live, '7', { action: 'fetchUser', token: live, userId: '7' }],
  ])('%s', (_name, token, userId, expected) => {
    expect(resolveStoredSession({ token, userId }, NOW)).toEqual(expected);
  });
});
