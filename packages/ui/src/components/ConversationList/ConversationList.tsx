import clsx from 'clsx';
import { formatConversationBadge, formatDateTime } from '@marketplace/domain';
import { Badge } from '../../primitives/Badge';
import { EmptyState } from '../../primitives/EmptyState';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import { conversationAdHref, otherPartyName, type Conversation } from './conversation';
import * as css from './ConversationList.css';
import { uiTexts } from '../../texts';

export interface ConversationListProps {
  conversations: readonly Conversation[];
  /** The signed-in user, sender or receiver of each conversation; decides whose name is shown. */
  currentUserId: number | string;
  /** The open conversation, marked aria-current. */
  selectedId?: Conversation['id'] | null;
  onSelect: (id: Conversation['id']) => void;
  /** The app's router link for the ad titles; a plain <a href> without it. */
  linkComponent?: RouterLinkComponent;
  /** Names the list. */
  label?: string;
  emptyText?: string;
  /** What a screen reader hears for the unread badge ('9+' included). */
  unreadLabel?: (badge: string) => string;
  /** Time zone of the shown times; the browser's when absent. */
  timeZone?: string;
  className?: string;
}

interface RowProps extends Pick<
  ConversationListProps,
  'currentUserId' | 'onSelect' | 'linkComponent' | 'timeZone'
> {
  conversation: Conversation;
  selected: boolean;
  unreadLabel: NonNullable<ConversationListProps['unreadLabel']>;
}

function ConversationRow({
  conversation,
  currentUserId,
  selected,
  onSelect,
  linkComponent,
  unreadLabel,
  timeZone,
}: RowProps) {
  const href = conversationAdHref(conversation);
  // spec §2, §9: the row badge shows the count, or '9+' above 9; none when all is read.
  const badge = formatConversationBadge(conversation.unread_count);
  return (
    <li
      className={css.row}
      data-unread={badge ? '' : undefined}
      data-selected={selected ? '' : undefined}
    >
      {href ? (
        <RouterLink href={href} linkComponent={linkComponent} className={css.adLink}>
          {conversation.ad_title}
        </RouterLink>
      ) : (
        <span className={css.adLink}>{conversation.ad_title}</span>
      )}
      <button
        type="button"
        className={css.select}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
      >
        <span className={css.name}>{otherPartyName(conversation, currentUserId)}</span>
        <time className={css.time} dateTime={conversation.last_message_time}>
          {formatDateTime(conversation.last_message_time, { timeZone })}
        </time>
        <span className={css.lastMessage}>{conversation.last_message}</span>
        {badge ? (
          <Badge className={css.badge} srLabel={unreadLabel(badge)}>
            {badge}
          </Badge>
        ) : null}
      </button>
    </li>
  );
}

/** spec §2 (messages, left pane): the user's conversations; choosing one opens it on the right. */
export function ConversationList({
  conversations,
  currentUserId,
  selectedId = null,
  onSelect,
  linkComponent,
  label = uiTexts.conversationList.label,
  emptyText = uiTexts.conversationList.empty,
  unreadLabel = uiTexts.conversationList.unread,
  timeZone,
  className,
}: ConversationListProps) {
  if (conversations.length === 0) {
    return <EmptyState titleAs="p" title={emptyText} className={className} />;
  }
  return (
    <ul aria-label={label} className={clsx(css.list, className)}>
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation.id}
          conversation={conversation}
          currentUserId={currentUserId}
          selected={conversation.id === selectedId}
          onSelect={onSelect}
          linkComponent={linkComponent}
          unreadLabel={unreadLabel}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}
