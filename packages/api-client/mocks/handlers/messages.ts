import { canStartConversation, canWriteTo, serverTexts } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { toMessage, type MockDb, type StoredConversation, type StoredMessage } from '../db';
import { mockEventStream, type MockEventStream } from '../event-stream';
import { errorResponse, mockMessages, type Resolvers } from '../http';
import { signedInUser } from '../session';

type MessageOperations =
  | 'getUnreadCount'
  | 'listConversations'
  | 'startConversation'
  | 'getConversationMessages'
  | 'sendMessage'
  | 'streamMessageEvents';

export function messageResolvers(db: MockDb): Pick<Resolvers, MessageOperations> {
  const addMessage = (conversationId: number, senderId: number, content: string): StoredMessage => {
    const message: StoredMessage = {
      id: db.nextId(),
      conversation_id: conversationId,
      sender_id: senderId,
      content,
      created_at: new Date().toISOString(),
      read: false,
    };
    db.messages.push(message);
    notifyMessage(message);
    return message;
  };

  // The open event streams (GET /api/messages/events), fed like the server's: a message reaches
  // both participants, followed by each one's unread count.
  const streams = new Set<{ userId: number; stream: MockEventStream }>();
  const unreadOf = (userId: number) =>
    db.conversations
      .filter((conversation) => db.isParticipant(conversation, userId))
      .reduce(
        (sum, conversation) => sum + db.conversationView(conversation, userId).unread_count,
        0,
      );
  const newestMessageId = () => db.messages.reduce((max, { id }) => Math.max(max, id), 0);
  function notifyMessage(message: StoredMessage) {
    const conversation = db.conversations.find(({ id }) => id === message.conversation_id);
    if (!conversation) return;
    for (const open of [...streams]) {
      if (open.stream.closed) {
        streams.delete(open);
        continue;
      }
      if (!db.isParticipant(conversation, open.userId)) continue;
      const event = {
        conversationId: conversation.id,
        message: toMessage(message),
        conversation: db.conversationView(conversation, open.userId),
      };
      open.stream.push({ id: message.id, event: 'message', data: event });
      open.stream.push({
        id: message.id,
        event: 'unread',
        data: { unreadCount: unreadOf(open.userId) },
      });
    }
  }

  return {
    streamMessageEvents({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const stream = mockEventStream([
        { id: newestMessageId(), event: 'unread', data: { unreadCount: unreadOf(user.id) } },
      ]);
      streams.add({ userId: user.id, stream });
      return stream.response;
    },

    getUnreadCount({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const unreadCount = db.conversations
        .filter((conversation) => db.isParticipant(conversation, user.id))
        .reduce(
          (sum, conversation) => sum + db.conversationView(conversation, user.id).unread_count,
          0,
        );
      return HttpResponse.json({ unreadCount });
    },

    listConversations({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const views = db.conversations
        .filter((conversation) => db.isParticipant(conversation, user.id))
        .map((conversation) => db.conversationView(conversation, user.id))
        .sort((a, b) => b.last_message_time.localeCompare(a.last_message_time));
      return HttpResponse.json(views);
    },

    async startConversation({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const { adId, receiverId, message, adType = 'land' } = await request.json();
      if (!canStartConversation(user.user_type, adType)) {
        return errorResponse(403, serverTexts.apiMessages.investorsOnly);
      }
      const content = message.trim();
      if (!content) return errorResponse(400, serverTexts.apiMessages.empty);
      const ad =
        adType === 'business'
          ? db.businessAd(adId)
          : db.landAds.find((candidate) => candidate.id === adId && !candidate.deleted);
      if (!ad) return errorResponse(404, mockMessages.adNotFound);
      const authorId = 'author_id' in ad ? ad.author_id : ad.user_id;
      const receiver = db.user(receiverId);
      if (receiverId !== authorId || !receiver) {
        return errorResponse(400, serverTexts.apiMessages.recipientNotAuthor);
      }
      if (!canWriteTo(user.id, db.blockedBy(receiver.id))) {
        return errorResponse(403, serverTexts.apiMessages.blockedByRecipient);
      }
      let conversation = db.conversations.find(
        (candidate) =>
          candidate.ad_type === adType &&
          candidate.ad_id === adId &&
          candidate.sender_id === user.id,
      );
      if (!conversation) {
        const created: StoredConversation = {
          id: db.nextId(),
          ad_id: adId,
          business_ad_id: adType === 'business' ? adId : null,
          ad_type: adType,
          ad_title: ad.title,
          sender_id: user.id,
          receiver_id: receiver.id,
          sender_name: user.full_name,
          receiver_name: receiver.full_name,
        };
        db.conversations.push(created);
        conversation = created;
      }
      addMessage(conversation.id, user.id, content);
      return HttpResponse.json(db.conversationView(conversation, user.id), { status: 201 });
    },

    getConversationMessages({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const conversation = db.conversations.find((candidate) => candidate.id === Number(params.id));
      if (!conversation) return errorResponse(404, mockMessages.conversationNotFound);
      if (!db.isParticipant(conversation, user.id))
        return errorResponse(403, mockMessages.forbidden);
      const list = db.messagesOf(conversation.id);
      // DESIGN: opening a conversation marks the other party's messages read.
      for (const message of list) {
        if (message.sender_id !== user.id) message.read = true;
      }
      return HttpResponse.json(list.map(toMessage));
    },

    async sendMessage({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const conversation = db.conversations.find((candidate) => candidate.id === Number(params.id));
      if (!conversation) return errorResponse(404, mockMessages.conversationNotFound);
      if (!db.isParticipant(conversation, user.id))
        return errorResponse(403, mockMessages.forbidden);
      const { content } = await request.json();
      const text = content.trim();
      if (!text) return errorResponse(400, serverTexts.apiMessages.empty);
      const otherId =
        conversation.sender_id === user.id ? conversation.receiver_id : conversation.sender_id;
      if (!canWriteTo(user.id, db.blockedBy(otherId))) {
        return errorResponse(403, serverTexts.apiMessages.blockedByRecipient);
      }
      return HttpResponse.json(toMessage(addMessage(conversation.id, user.id, text)), {
        status: 201,
      });
    },
  };
}
