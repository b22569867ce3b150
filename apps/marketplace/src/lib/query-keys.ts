import type { BusinessAdSearch, LandAdSearch } from '@marketplace/domain';

/**
 * Every query key of the app, in one tree, so a feature can invalidate data another feature shows
 * without importing it: creating a land ad invalidates `queryKeys.landAds.all`, which covers the
 * searches (home, /nekretnine), the detail pages and 'Moji oglasi'.
 */
export const queryKeys = {
  session: {
    all: ['session'] as const,
    /** GET /api/auth/me for one stored token (spec §4: asked once at start). */
    me: (token: string) => ['session', 'me', token] as const,
  },
  auth: {
    all: ['auth'] as const,
    /** POST /api/auth/verify-email: a single-use token is sent once, whatever mounts the page. */
    verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  },
  landAds: {
    all: ['land-ads'] as const,
    /** GET /api/ads/search: the pages of one search (home, /nekretnine). */
    search: (search: LandAdSearch) => ['land-ads', 'search', search] as const,
    detail: (id: number) => ['land-ads', 'detail', id] as const,
    /** 'Moji oglasi': the signed-in user's land ads (null before the session is known). */
    mine: (userId: number | null) => ['land-ads', 'mine', userId] as const,
  },
  businessAds: {
    all: ['business-ads'] as const,
    // The answer depends on the viewer (descriptions are for investors): keyed by the viewer's id.
    /** GET /api/business-ads/search: the pages of one search (/business). */
    search: (viewerId: number | null, search: BusinessAdSearch) =>
      ['business-ads', 'search', viewerId, search] as const,
    detail: (id: number, viewerId: number | null) =>
      ['business-ads', 'detail', id, viewerId] as const,
    mine: (userId: number | null) => ['business-ads', 'mine', userId] as const,
  },
  messages: {
    all: ['messages'] as const,
    unreadCount: {
      all: ['messages', 'unread-count'] as const,
      of: (userId: number | null) => ['messages', 'unread-count', userId] as const,
    },
    conversations: (userId: number) => ['messages', 'conversations', userId] as const,
    conversation: (userId: number, conversationId: number) =>
      ['messages', 'conversation', userId, conversationId] as const,
    /** Every conversation's messages of one user (their `conversation` keys start with it). */
    threads: (userId: number) => ['messages', 'conversation', userId] as const,
  },
  favorites: {
    all: ['favorites'] as const,
    /** GET /api/favorites: the signed-in user's saved ads (the hearts and 'Sačuvani oglasi'). */
    list: (userId: number | null) => ['favorites', 'list', userId] as const,
  },
  // Saved searches, notice emails and blocked users (the searches, the profile, messaging).
  savedSearches: {
    all: ['saved-searches'] as const,
    /** GET /api/saved-searches of one user. */
    mine: (userId: number) => ['saved-searches', userId] as const,
  },
  notificationSettings: {
    all: ['notification-settings'] as const,
    /** GET /api/profile/notifications of one user. */
    mine: (userId: number) => ['notification-settings', userId] as const,
    /** POST /api/unsubscribe: one emailed link's token is sent once, whatever mounts the page. */
    unsubscribe: (token: string) => ['notification-settings', 'unsubscribe', token] as const,
  },
  blocks: {
    all: ['blocks'] as const,
    /** GET /api/blocks: the users one user blocked. */
    mine: (userId: number) => ['blocks', userId] as const,
  },
} as const;
