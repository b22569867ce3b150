/**
 * Blocking is one-way. The blocked user can no longer write to the blocker (neither start a
 * conversation nor continue one), and their messages no longer count as unread for the blocker.
 * The blocker may still write to the blocked user: it is the blocker who chose to end the contact.
 */

type Id = number;

/** A user may block anyone but themselves. */
export function canBlockUser(userId: Id | null | undefined, targetId: Id): boolean {
  return userId != null && userId !== targetId;
}

/** May `senderId` write to a recipient who blocked the users in `recipientBlocks`? */
export function canWriteTo(senderId: Id, recipientBlocks: Iterable<Id>): boolean {
  for (const blocked of recipientBlocks) if (blocked === senderId) return false;
  return true;
}

/** Does an unread message from `senderId` count for a reader who blocked `readerBlocks`? */
export function countsAsUnread(senderId: Id, readerBlocks: Iterable<Id>): boolean {
  return canWriteTo(senderId, readerBlocks);
}
