import { describe, expect, it } from 'vitest';
import { canSendMessage, MESSAGE_MAX_LENGTH, messageLengthHint, prepareMessage } from './message';

describe('messages (spec §5: blank is not sent)', () => {
  it.each([
    ['', false, null],
    ['   ', false, null],
    ['\n\t ', false, null],
    [null, false, null],
    [undefined, false, null],
    ['Zdravo', true, 'Zdravo'],
    ['  Da li je oglas aktuelan?\n', true, 'Da li je oglas aktuelan?'],
    ['.', true, '.'],
  ])('%j -> sendable %s, sent as %j', (text, sendable, sent) => {
    expect(canSendMessage(text)).toBe(sendable);
    expect(prepareMessage(text)).toBe(sent);
  });
});

describe('messageLengthHint', () => {
  it('says nothing far from the limit, then the limit and the count', () => {
    expect(messageLengthHint('Zdravo')).toBeUndefined();
    expect(messageLengthHint('a'.repeat(4499))).toBeUndefined();
    expect(messageLengthHint('a'.repeat(4500))).toBe('Najviše 5000 karaktera. 4500/5000');
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
  });
});
