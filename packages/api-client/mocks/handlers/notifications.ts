import { serverTexts } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { MockDb, StoredSavedSearch } from '../db';
import { errorResponse, mockMessages, noContent, type Resolvers } from '../http';
import { signedInUser } from '../session';
import type { NotificationSettings, SavedSearch } from '../../src/types';

type NotificationOperations =
  | 'getNotificationSettings'
  | 'updateNotificationSettings'
  | 'unsubscribe'
  | 'listSavedSearches'
  | 'createSavedSearch'
  | 'deleteSavedSearch';

const DEFAULTS: NotificationSettings = { message_emails: true, saved_search_emails: true };
/** The server's limit of saved searches per user. */
const MAX_SAVED_SEARCHES = 20;

/**
 * The mock's unsubscribe token for a user and a kind of email (the server's are signed; the mock
 * accepts these): `mock.<user id>.<m|s>`.
 */
export function mockUnsubscribeToken(userId: number, kind: 'messages' | 'saved-searches'): string {
  return `mock.${userId}.${kind === 'messages' ? 'm' : 's'}`;
}

const publicSearch = ({ user_id: _owner, ...search }: StoredSavedSearch): SavedSearch => search;

export function notificationResolvers(db: MockDb): Pick<Resolvers, NotificationOperations> {
  const settingsOf = (userId: number) => db.notificationSettings.get(userId) ?? DEFAULTS;
  return {
    getNotificationSettings({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      return HttpResponse.json(settingsOf(user.id));
    },

    async updateNotificationSettings({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const { message_emails, saved_search_emails } = await request.json();
      if (message_emails === undefined && saved_search_emails === undefined) {
        return errorResponse(400, mockMessages.invalid);
      }
      const current = settingsOf(user.id);
      const next: NotificationSettings = {
        message_emails: message_emails ?? current.message_emails,
        saved_search_emails: saved_search_emails ?? current.saved_search_emails,
      };
      db.notificationSettings.set(user.id, next);
      return HttpResponse.json(next);
    },

    unsubscribe({ request }) {
      const token = new URL(request.url).searchParams.get('token');
      if (!token) return errorResponse(400, mockMessages.invalid);
      const match = /^mock\.(\d+)\.([ms])$/.exec(token);
      const userId = Number(match?.[1]);
      if (match && db.user(userId)) {
        const off = match[2] === 'm' ? { message_emails: false } : { saved_search_emails: false };
        db.notificationSettings.set(userId, { ...settingsOf(userId), ...off });
      }
      // The same answer for any token, as the server gives.
      return HttpResponse.json({ message: serverTexts.apiNotifications.unsubscribed });
    },

    listSavedSearches({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const own = db.savedSearches.filter((search) => search.user_id === user.id);
      return HttpResponse.json(own.reverse().map(publicSearch));
    },

    async createSavedSearch({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const body = await request.json();
      const saved = db.savedSearches.filter((search) => search.user_id === user.id).length;
      if (saved >= MAX_SAVED_SEARCHES) {
        return errorResponse(
          400,
          serverTexts.apiNotifications.tooManySavedSearches(MAX_SAVED_SEARCHES),
        );
      }
      const stored: StoredSavedSearch = {
        id: db.nextId(),
        user_id: user.id,
        kind: body.kind,
        params: body.params,
        frequency: body.frequency,
        created_at: new Date().toISOString(),
      };
      db.savedSearches.push(stored);
      return HttpResponse.json(publicSearch(stored), { status: 201 });
    },

    deleteSavedSearch({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const index = db.savedSearches.findIndex(
        (search) => search.id === Number(params.id) && search.user_id === user.id,
      );
      if (index === -1) return errorResponse(404, serverTexts.apiNotifications.savedSearchNotFound);
      db.savedSearches.splice(index, 1);
      return noContent();
    },
  };
}
