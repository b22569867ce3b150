import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { formatDateTime, texts } from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import {
  conversationAdHref,
  otherPartyName,
  type Conversation,
} from '../ConversationList/conversation';
import { MessageText } from '../MessageText/MessageText';
import { MessageComposer } from './MessageComposer';
import type { Message, UnsentMessage } from './message';
import * as css from './MessageThread.css';
import { uiTexts } from '../../texts';

export interface MessageThreadProps {
  /** The open conversation; null shows 'Izaberite razgovor za prikaz poruka'. */
  conversation: Conversation | null;
  messages: readonly Message[];
  /** The signed-in user: their messages are right-aligned and labelled 'Vi'. */
  currentUserId: number | string;
  onSend: (text: string) => void;
  /** Messages that were not sent, after the sent ones: 'Nije poslato' and 'Pokušaj ponovo'. */
  unsent?: readonly UnsentMessage[];
  /** Sends an unsent message again (its `key`). */
  onRetry?: (key: string) => void;
  notSentLabel?: string;
  retryLabel?: string;
  /** While the messages load, a status replaces the list. */
  loading?: boolean;
  /** While a message is in flight the send button is busy and disabled. */
  sending?: boolean;
  /** The app's router link for 'Pogledaj oglas'; a plain <a href> without it. */
  linkComponent?: RouterLinkComponent;
  /** Time zone of the shown times; the browser's when absent. */
  timeZone?: string;
  headingLevel?: 2 | 3;
  viewAdLabel?: string;
  conversationWithLabel?: string;
  youLabel?: string;
  placeholder?: string;
  inputLabel?: string;
  sendLabel?: string;
  emptyText?: string;
  loadingText?: string;
  /** Names the scrollable message log. */
  logLabel?: string;
  /** Actions in the header beside 'Pogledaj oglas' (e.g. blocking the other party). */
  headerActions?: ReactNode;
  /** A notice above the input (e.g. that the other party is blocked, or a refused message). */
  notice?: ReactNode;
  /**
   * The product's own origin: links in messages to it open in place, links elsewhere ask first.
   * Default: the page's origin.
   */
  origin?: string;
  className?: string;
}

/** spec §2 (messages, right pane): header, the messages, newest at the bottom, and the input. */
export function MessageThread({
  conversation,
  messages,
  currentUserId,
  onSend,
  unsent = [],
  onRetry,
  notSentLabel = texts.recovery.notSent,
  retryLabel = texts.recovery.retry,
  loading = false,
  sending = false,
  linkComponent,
  timeZone,
  headingLevel = 2,
  viewAdLabel = texts.messages.viewAd,
  conversationWithLabel = texts.messages.conversationWith,
  youLabel = texts.messages.you,
  placeholder = texts.messages.inputPlaceholder,
  inputLabel = uiTexts.messageThread.input,
  sendLabel = texts.messages.send,
  emptyText = texts.messages.noConversationSelected,
  loadingText = uiTexts.messageThread.loading,
  logLabel = texts.messages.title,
  headerActions,
  notice,
  origin,
  className,
}: MessageThreadProps) {
  const headingId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  // spec §2: the list scrolls to the newest message, on opening and whenever messages change.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, unsent, loading, conversation?.id]);

  if (conversation === null) {
    return (
      <div className={clsx(css.thread, css.placeholder, className)}>
        <EmptyState titleAs="p" title={emptyText} />
      </div>
    );
  }

  const other = otherPartyName(conversation, currentUserId);
  const adHref = conversationAdHref(conversation);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={headingId} className={clsx(css.thread, className)}>
      <header className={css.header}>
        <Heading id={headingId} className={css.heading}>
          {conversationWithLabel} {other}
        </Heading>
        <div className={css.headerActions}>
          {adHref ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink href={adHref} linkComponent={linkComponent}>
                {viewAdLabel}
              </RouterLink>
            </Button>
          ) : null}
          {headerActions}
        </div>
      </header>
      {loading ? (
        <Spinner label={loadingText} showLabel className={css.status} />
      ) : (
        // A focusable log, so keyboard users can scroll it; new messages are announced politely.
        <div ref={logRef} role="log" aria-label={logLabel} tabIndex={0} className={css.log}>
          <ol className={css.messageList}>
            {messages.map((message) => {
              const own = String(message.sender_id) === String(currentUserId);
              return (
                <li key={message.id} className={css.message({ own })}>
                  <span className={css.author}>{own ? youLabel : other}</span>
                  <MessageText
                    text={message.content}
                    origin={origin}
                    linkComponent={linkComponent}
                    className={css.content}
                  />
                  <time className={css.time} dateTime={message.created_at}>
                    {formatDateTime(message.created_at, { timeZone })}
                  </time>
                </li>
              );
            })}
            {unsent.map((message) => (
              <li key={message.key} className={css.unsent} data-unsent="">
                <span className={css.author}>{youLabel}</span>
                <MessageText
                  text={message.content}
                  origin={origin}
                  linkComponent={linkComponent}
                  className={css.content}
                />
                <span className={css.unsentStatus}>
                  <span className={css.unsentLabel}>{notSentLabel}</span>
                  {message.error ? <span>{message.error}</span> : null}
                  {onRetry ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onRetry(message.key)}
                      disabled={sending}
                    >
                      {retryLabel}
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {notice ? <div className={css.notice}>{notice}</div> : null}
      <MessageComposer
        key={conversation.id}
        onSend={onSend}
        sending={sending}
        disabled={loading}
        placeholder={placeholder}
        inputLabel={inputLabel}
        sendLabel={sendLabel}
      />
    </section>
  );
}
