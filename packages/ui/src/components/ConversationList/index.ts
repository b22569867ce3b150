export { ConversationList, type ConversationListProps } from './ConversationList';
export { conversationAdHref, otherPartyName, type Conversation } from './conversation';
