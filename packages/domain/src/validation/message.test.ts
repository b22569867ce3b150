import { describe, expect, it } from 'vitest';
import { canSendMessage, prepareMessage } from './message';

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
