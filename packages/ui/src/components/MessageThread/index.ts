export { MessageThread, type MessageThreadProps } from './MessageThread';
export { MessageComposer, type MessageComposerProps } from './MessageComposer';
export type { Message, UnsentMessage } from './message';
