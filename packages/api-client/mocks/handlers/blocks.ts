import { canBlockUser, serverTexts } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { MockDb, StoredBlock } from '../db';
import { errorResponse, mockMessages, noContent, type Resolvers } from '../http';
import { signedInUser } from '../session';

type BlockOperations = 'listBlocks' | 'blockUser' | 'unblockUser';

export function blockResolvers(db: MockDb): Pick<Resolvers, BlockOperations> {
  const view = (block: StoredBlock) => ({
    user_id: block.blocked_id,
    full_name: db.user(block.blocked_id)?.full_name ?? '',
    blocked_at: block.blocked_at,
  });

  return {
    listBlocks({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const mine = db.blocks
        .filter((block) => block.blocker_id === user.id)
        .sort((a, b) => b.blocked_at.localeCompare(a.blocked_at));
      return HttpResponse.json(mine.map(view));
    },

    // Idempotent: a second block answers the first one.
    blockUser({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const targetId = Number(params.userId);
      if (!canBlockUser(user.id, targetId)) return errorResponse(400, serverTexts.apiBlocks.self);
      let block = db.blocks.find(
        (entry) => entry.blocker_id === user.id && entry.blocked_id === targetId,
      );
      // As the server: only someone the caller shares a conversation with; anyone else, with or
      // without an account, is the same 404.
      const partner = db.conversations.some(
        (c) =>
          (c.sender_id === user.id && c.receiver_id === targetId) ||
          (c.receiver_id === user.id && c.sender_id === targetId),
      );
      if (!block && !partner) return errorResponse(404, serverTexts.apiBlocks.userNotFound);
      if (!block) {
        block = { blocker_id: user.id, blocked_id: targetId, blocked_at: new Date().toISOString() };
        db.blocks.push(block);
      }
      return HttpResponse.json(view(block));
    },

    unblockUser({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const targetId = Number(params.userId);
      db.blocks = db.blocks.filter(
        (entry) => !(entry.blocker_id === user.id && entry.blocked_id === targetId),
      );
      return noContent();
    },
  };
}
