import { describe, expect, it } from 'vitest';
import { canBlockUser, canWriteTo, countsAsUnread } from './blocks';

describe('blocking', () => {
  it.each([
    [1, 2, true],
    [2, 1, true],
    [1, 1, false],
    [null, 1, false],
    [undefined, 1, false],
  ])('canBlockUser(%j, %j) -> %s', (userId, targetId, expected) => {
    expect(canBlockUser(userId, targetId)).toBe(expected);
  });

  // Recipient 1 blocked users 2 and 3.
  it.each([
    [2, [2, 3], false],
    [3, [2, 3], false],
    [4, [2, 3], true],
    [2, [], true],
  ])('sender %d to a recipient who blocked %j: may write %s', (senderId, blocks, expected) => {
    expect(canWriteTo(senderId, blocks)).toBe(expected);
    expect(canWriteTo(senderId, new Set(blocks))).toBe(expected);
    expect(countsAsUnread(senderId, blocks)).toBe(expected);
  });
});
