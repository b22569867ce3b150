import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, BlockedUser } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/blocks: the users the signed-in user blocked, newest first. */
export function listBlocks(api: ApiClient) {
  return unwrap<BlockedUser[]>(api.GET('/api/blocks'), 'Loading blocked users failed');
}

export const blocksQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: queryKeys.blocks.mine(userId),
    queryFn: async () => {
      try {
        return await listBlocks(api);
      } catch (failure) {
        console.error('Loading blocked users failed', failure);
        throw failure;
      }
    },
  });

/** The ids of the users `userId` blocked (empty until known). */
export function useBlockedIds(userId: number): ReadonlySet<number> {
  const api = useApiClient();
  const blocks = useQuery({
    ...blocksQuery(api, userId),
    select: (list) => new Set(list.map((block) => block.user_id)),
  });
  return blocks.data ?? new Set();
}

/** PUT /api/blocks/{userId} (block) or DELETE (unblock); both are idempotent. */
export async function setBlocked(api: ApiClient, targetId: number, blocked: boolean) {
  const options = { params: { path: { userId: targetId } } };
  if (blocked) {
    await unwrap(api.PUT('/api/blocks/{userId}', options), `Blocking user ${targetId} failed`);
  } else {
    await unwrap(api.DELETE('/api/blocks/{userId}', options), `Unblocking user ${targetId} failed`);
  }
}

/**
 * Blocks or unblocks the other party of a conversation. The list of blocks and the unread count
 * (a blocked user's messages no longer count) load again; a toast confirms or reports it.
 */
export function useSetBlockedMutation(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ targetId, blocked }: { targetId: number; blocked: boolean }) =>
      setBlocked(api, targetId, blocked),
    onSuccess: (_answer, { blocked }) => {
      toast.show(blocked ? texts.blocking.blocked : texts.blocking.unblocked, { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.blocks.mine(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unreadCount.all });
    },
    onError: (error, { blocked }) => {
      console.error(blocked ? 'Blocking failed' : 'Unblocking failed', error);
      toast.show(blocked ? texts.blocking.failed : texts.blocking.unblockFailed, {
        tone: 'danger',
      });
    },
  });
}
