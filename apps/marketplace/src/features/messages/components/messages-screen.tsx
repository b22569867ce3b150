import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Conversation } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import {
  Button,
  ConversationList,
  MessageThread,
  Spinner,
  StartConversationDialog,
  mediaQueries,
  type UnsentMessage,
} from '@marketplace/ui';
import { ApiError, messageOf } from '../../../lib/api-call';
import { messageInPageScript } from '../../../lib/page-script';
import {
  readUnsentMessages,
  storeUnsentMessages,
  type UnsentByConversation,
} from '../../../lib/unsent-messages';
import { BlockControls, sendRefusalOf } from './block-controls';
import { useConversationMessages } from '../api/get-conversation-messages';
import { useConversations } from '../api/get-conversations';
import { useSendMessageMutation } from '../api/send-message';
import { useStartConversationMutation } from '../api/start-conversation';
import {
  readSelectedId,
  resolveStartRequest,
  selectedParams,
  withoutSelection,
  withoutSendInitial,
  type StartDecision,
} from '../conversation-search-params';
import * as css from './messages-screen.css';

const text = texts.messages;

/** Set when a row opened the conversation, so the back control can simply go back. */
interface FromList {
  fromList?: boolean;
}

const isNarrow = () => !window.matchMedia(mediaQueries.md).matches;

/** What a failed send says: the server's refusal (e.g. blocked), or that it was not reached. */
const sendFailureOf = (error: unknown) =>
  messageOf(error, texts.recovery.messageNotSent, texts.recovery.messageNotSent);

let unsentKeys = 0;
// Unique beside the keys of messages kept from before a reload.
const newUnsentKey = () => `unsent-${Date.now().toString(36)}-${(unsentKeys += 1)}`;

/** spec §2 Messages: the conversation list, the open conversation, and the start dialog. */
export function MessagesScreen({ currentUserId }: { currentUserId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useConversations(currentUserId);
  const selectedId = readSelectedId(searchParams);
  const selected: Conversation | null =
    list.conversations.find((conversation) => conversation.id === selectedId) ?? null;
  const thread = useConversationMessages(currentUserId, selected?.id ?? null);
  // Messages as the page writes users' texts (in Cyrillic on a Cyrillic page).
  const shownMessages = useMemo(() => thread.messages.map(messageInPageScript), [thread.messages]);
  const sending = useSendMessageMutation(currentUserId);
  const starting = useStartConversationMutation(currentUserId);
  // A refusal of the open conversation's last send (the other party blocked the user).
  const refusal = sendRefusalOf(sending, selected?.id ?? null);

  const threadRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<'back' | 'list' | null>(null);
  // Messages the server did not take, per conversation: shown 'Nije poslato' with a retry, so
  // nothing typed is lost, a reload of the tab included.
  const [unsent, setUnsent] = useState<UnsentByConversation>(() =>
    readUnsentMessages(currentUserId),
  );
  useEffect(() => storeUnsentMessages(currentUserId, unsent), [currentUserId, unsent]);

  // spec §2: the start request is decided once the conversations are known.
  const decision: StartDecision = list.upToDate
    ? resolveStartRequest(list.conversations, searchParams, currentUserId)
    : { type: 'nothing' };
  const existingId = decision.type === 'select' ? decision.conversationId : null;

  useEffect(() => {
    if (existingId !== null) setSearchParams(selectedParams(existingId), { replace: true });
  }, [existingId, setSearchParams]);

  // New messages from the other party show in the list (unread): open them in the thread too.
  const unreadInOpen = selected?.unread_count ?? 0;
  const { loading: threadLoading, reload: reloadThread } = thread;
  useEffect(() => {
    if (unreadInOpen > 0 && !threadLoading) reloadThread();
  }, [unreadInOpen, threadLoading, reloadThread]);

  // Once, after the view changed: later list refreshes must not pull the focus back.
  const openId = selected?.id ?? null;
  useEffect(() => {
    // Wait for the view to switch (going back through history settles a moment later).
    const target =
      focusTarget === 'back' && openId !== null
        ? backRef.current
        : focusTarget === 'list' && openId === null
          ? listHeadingRef.current
          : null;
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [focusTarget, openId]);

  const select = (id: number) => {
    if (id === selectedId) return;
    navigate(
      { search: `?${selectedParams(id)}` },
      { state: { fromList: true } satisfies FromList },
    );
    // Narrow screens hide the list: keep the keyboard focus on what replaces it.
    setFocusTarget(isNarrow() ? 'back' : null);
  };

  const backToList = () => {
    if ((location.state as FromList | null)?.fromList) navigate(-1);
    else setSearchParams((current) => withoutSelection(current), { replace: true });
    setFocusTarget('list');
  };

  const { mutate: sendMutate } = sending;
  const deliver = useCallback(
    (conversationId: number, content: string, key = newUnsentKey()) => {
      // Replaces this message's entry: by itself marked with `error`, or by nothing once sent.
      const update = (entry: UnsentMessage[]) =>
        setUnsent((current) => ({
          ...current,
          [conversationId]: [
            ...(current[conversationId] ?? []).filter((item) => item.key !== key),
            ...entry,
          ],
        }));
      sendMutate(
        { conversationId, content },
        {
          // Sent at last: it joins the thread (the mutation's cache update) and leaves this list.
          onSuccess: () => update([]),
          // spec §8 logs the failure; the message also stays in its thread, marked 'Nije poslato',
          // with what happened and 'Pokušaj ponovo'. A refusal by a blocking recipient (403) is
          // said by the notice above the input.
          onError: (error) =>
            update([
              {
                key,
                content,
                error:
                  error instanceof ApiError && error.status === 403
                    ? undefined
                    : sendFailureOf(error),
              },
            ]),
        },
      );
    },
    [sendMutate],
  );

  const send = (content: string) => {
    if (!selected) return;
    deliver(selected.id, content);
  };

  // The message stays where it is, marked, until the server takes it.
  const retry = (key: string) => {
    if (!selected) return;
    const message = unsent[selected.id]?.find((item) => item.key === key);
    if (message) deliver(selected.id, message.content, key);
  };

  // spec §2: closing or sending removes sendInitial from the address.
  const closeDialog = () => {
    starting.reset();
    setSearchParams((current) => withoutSendInitial(current), { replace: true });
  };

  // spec §8 logs a failure; the dialog stays open with the message in it and says what happened
  // (the server's refusal, e.g. the owner blocked the user, or that it was not reached).
  const startError = starting.isError ? sendFailureOf(starting.error) : null;
  const start = (message: string) => {
    if (decision.type !== 'openDialog') return;
    starting.mutate(
      { ...decision.request, message },
      {
        onSuccess: (conversation) =>
          setSearchParams(selectedParams(conversation.id), { replace: true }),
      },
    );
  };

  const view = selected ? 'thread' : 'list';
  return (
    <div className={css.page}>
      <h1 className={css.title}>{text.title}</h1>
      <div className={css.panes} data-view={view}>
        <section aria-labelledby="conversations-heading" className={css.listPane}>
          <h2
            id="conversations-heading"
            ref={listHeadingRef}
            tabIndex={-1}
            className={css.paneHeading}
          >
            {text.conversations}
          </h2>
          {list.status === 'loading' ? (
            <div className={css.paneStatus}>
              <Spinner />
            </div>
          ) : (
            <ConversationList
              conversations={list.conversations}
              currentUserId={currentUserId}
              selectedId={selected?.id ?? null}
              onSelect={select}
              linkComponent={Link}
              label={text.conversations}
            />
          )}
        </section>
        <div
          ref={threadRef}
          className={css.threadPane}
          data-conversation-id={selected?.id ?? undefined}
        >
          {selected ? (
            <Button
              ref={backRef}
              variant="ghost"
              size="sm"
              className={css.back}
              onClick={backToList}
            >
              ← {text.backToConversations}
            </Button>
          ) : null}
          {list.status === 'loading' && selectedId !== null ? (
            <div className={css.paneStatus}>
              <Spinner />
            </div>
          ) : (
            <MessageThread
              className={css.thread}
              conversation={selected}
              messages={shownMessages}
              currentUserId={currentUserId}
              onSend={send}
              unsent={selected ? (unsent[selected.id] ?? []) : []}
              onRetry={retry}
              loading={thread.loading}
              sending={sending.isPending && sending.variables.conversationId === selected?.id}
              linkComponent={Link}
              headerActions={
                selected ? (
                  <BlockControls conversation={selected} currentUserId={currentUserId} />
                ) : null
              }
              notice={
                selected ? (
                  <BlockControls.Notice
                    conversation={selected}
                    currentUserId={currentUserId}
                    refusal={refusal}
                  />
                ) : null
              }
            />
          )}
        </div>
      </div>
      <StartConversationDialog
        open={decision.type === 'openDialog'}
        onOpenChange={(open) => {
          if (!open) closeDialog();
        }}
        onSend={start}
        sending={starting.isPending}
        error={startError}
      />
    </div>
  );
}
