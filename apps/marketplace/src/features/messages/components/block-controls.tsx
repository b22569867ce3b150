import type { Conversation } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import { Alert, Button, ConfirmDialog, otherPartyName } from '@marketplace/ui';
import { ApiError, messageOf } from '../../../lib/api-call';
import { useBlockedIds, useSetBlockedMutation } from '../api/blocks';
import type { useSendMessageMutation } from '../api/send-message';

const text = texts.blocking;

const otherPartyId = (conversation: Conversation, currentUserId: number) =>
  conversation.sender_id === currentUserId ? conversation.receiver_id : conversation.sender_id;

/**
 * The server's refusal of the last message sent in the open conversation, when it refused because
 * the other party blocked the user (403). spec §8 keeps messaging errors to the log; this one is
 * shown as well, since without it the user would never learn that nothing arrives.
 */
export function sendRefusalOf(
  sending: ReturnType<typeof useSendMessageMutation>,
  conversationId: number | null,
): string | null {
  const { error, variables } = sending;
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (variables?.conversationId !== conversationId) return null;
  return messageOf(error, texts.blocking.blockedByRecipient);
}

interface ControlsProps {
  conversation: Conversation;
  currentUserId: number;
}

/** In the pane's header: 'Blokiraj korisnika' (asks first), or 'Odblokiraj' once blocked. */
export function BlockControls({ conversation, currentUserId }: ControlsProps) {
  const blockedIds = useBlockedIds(currentUserId);
  const setBlocked = useSetBlockedMutation(currentUserId);
  const targetId = otherPartyId(conversation, currentUserId);
  if (blockedIds.has(targetId)) {
    return (
      <Button
        variant="ghost"
        size="sm"
        loading={setBlocked.isPending}
        onClick={() => setBlocked.mutate({ targetId, blocked: false })}
      >
        {text.unblock}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm">
          {text.block}
        </Button>
      }
      title={text.confirmTitle(otherPartyName(conversation, currentUserId))}
      description={text.confirmText}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      onConfirm={() => setBlocked.mutateAsync({ targetId, blocked: true })}
    />
  );
}

/** Above the input: that the other party is blocked, and a refused message. */
function BlockNotice({
  conversation,
  currentUserId,
  refusal,
}: ControlsProps & { refusal: string | null }) {
  const blocked = useBlockedIds(currentUserId).has(otherPartyId(conversation, currentUserId));
  if (!blocked && refusal === null) return null;
  return (
    <>
      {blocked ? <Alert tone="info">{text.blockedNotice}</Alert> : null}
      {refusal !== null ? <Alert tone="danger">{refusal}</Alert> : null}
    </>
  );
}

BlockControls.Notice = BlockNotice;
