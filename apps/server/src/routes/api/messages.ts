import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/contract';
import { HttpError } from '../../http/errors';

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Nije implementirano.');
};

export function createMessageHandlers(
  _app: FastifyInstance,
): HandlersFor<
  | 'getUnreadCount'
  | 'listConversations'
  | 'startConversation'
  | 'getConversationMessages'
  | 'sendMessage'
> {
  return {
    getUnreadCount: notImplemented,
    listConversations: notImplemented,
    startConversation: notImplemented,
    getConversationMessages: notImplemented,
    sendMessage: notImplemented,
  };
}
