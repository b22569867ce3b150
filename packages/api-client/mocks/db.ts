import { canSeeBusinessDescription, countsAsUnread } from '@marketplace/domain';
import type {
  AdType,
  BusinessAd,
  Conversation,
  Favorite,
  LandAd,
  Message,
  NotificationSettings,
  Report,
  SavedSearch,
  Seller,
  User,
} from '../src/types';
import { businessAds, withoutDescription } from './fixtures/business-ads';
import { fixtureMessages, unreadMessageIds } from './fixtures/conversations';
import { conversations } from './fixtures/conversations';
import { landAds } from './fixtures/land-ads';
import { moderationSeed, type ModerationSeed } from './fixtures/moderation';
import { mockPassword, unverifiedEmails, users } from './fixtures/users';
import { ModerationState } from './moderation-state';

export interface StoredUser extends User {
  password: string;
  verified: boolean;
}
export interface StoredBusinessAd extends BusinessAd {
  deleted: boolean;
}
export type StoredConversation = Omit<
  Conversation,
  'last_message' | 'last_message_time' | 'unread_count'
>;
export interface StoredMessage extends Message {
  conversation_id: number;
  /** Read by the participant who did not send it. */
  read: boolean;
}
export interface StoredFavorite {
  user_id: number;
  ad_type: AdType;
  ad_id: number;
  saved_at: string;
}
export interface StoredReport extends Report {
  user_id: number;
}
export interface StoredBlock {
  blocker_id: number;
  blocked_id: number;
  blocked_at: string;
}
export interface StoredSavedSearch extends SavedSearch {
  user_id: number;
}
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/** What a mock server starts from; every part defaults to the fixtures. */
export interface MockSeed {
  users: User[];
  landAds: LandAd[];
  businessAds: BusinessAd[];
  conversations: Conversation[];
  messages: Record<number, Message[]>;
  unreadMessageIds: readonly number[];
  /** Staff roles, reports, ad states, decisions, appeals, the audit log and companies. */
  moderation: ModerationSeed;
}

/** Mock users carry no sign-up date: every one has been a member since this day. */
export const MEMBER_SINCE = '2024-03-14T08:00:00.000Z';

/** The in-memory state behind one set of mock handlers. Mutations change what later GETs return. */
export class MockDb {
  users: StoredUser[];
  landAds: LandAd[];
  businessAds: StoredBusinessAd[];
  conversations: StoredConversation[];
  messages: StoredMessage[];
  /** Images uploaded through the mock create/update endpoints, by file name. */
  files = new Map<string, StoredFile>();
  /** Consecutive failed logins per email, for the captcha rule. */
  loginFailures = new Map<string, number>();
  /** Page views by ad id (the mock counts every view but the author's). */
  landAdViews = new Map<number, number>();
  businessAdViews = new Map<number, number>();
  /** Saved ads and blocked users; none at the start. */
  favorites: StoredFavorite[] = [];
  /** Reports of ads; which of them a decision closed is in `moderation.closures`. */
  reports: StoredReport[];
  blocks: StoredBlock[] = [];
  /** The operator's side: staff, ad moderation states, decisions, appeals, audit log, companies. */
  moderation: ModerationState;
  /** Notice-email settings by user id; a user without an entry has every kind on. */
  notificationSettings = new Map<number, NotificationSettings>();
  /** Saved searches of every user, in the order they were saved. */
  savedSearches: StoredSavedSearch[] = [];
  private lastId = 1000;

  constructor(seed: Partial<MockSeed> = {}) {
    const copy = <T>(value: T): T => structuredClone(value);
    const unverified = new Set(unverifiedEmails);
    const unread = new Set(seed.unreadMessageIds ?? unreadMessageIds);
    this.users = copy(seed.users ?? users).map((user) => ({
      ...user,
      password: mockPassword,
      verified: !unverified.has(user.email),
    }));
    this.landAds = copy(seed.landAds ?? landAds);
    this.businessAds = copy(seed.businessAds ?? businessAds).map((ad) => ({
      ...ad,
      deleted: false,
    }));
    this.conversations = copy(seed.conversations ?? conversations).map(
      ({ last_message: _m, last_message_time: _t, unread_count: _u, ...rest }) => rest,
    );
    this.messages = Object.entries(copy(seed.messages ?? fixtureMessages)).flatMap(([id, list]) =>
      list.map((message) => ({
        ...message,
        conversation_id: Number(id),
        read: !unread.has(message.id),
      })),
    );
    const moderation = copy(seed.moderation ?? moderationSeed);
    this.moderation = new ModerationState(moderation);
    this.reports = moderation.reports.map(
      ({ closed_at: _closed, decision_id: _decision, ...report }) => report,
    );
  }

  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  user(id: number): StoredUser | undefined {
    return this.users.find((user) => user.id === id);
  }

  landAd(id: number): LandAd | undefined {
    return this.landAds.find((ad) => ad.id === id);
  }

  businessAd(id: number): StoredBusinessAd | undefined {
    return this.businessAds.find((ad) => ad.id === id && !ad.deleted);
  }

  /** The ad page's seller panel: the author, since when, and their ads still on offer. */
  seller(userId: number): Seller | undefined {
    const user = this.user(userId);
    if (!user) return undefined;
    const onOffer = (ad: { deleted?: boolean; status?: string }) =>
      !ad.deleted && ad.status !== 'sold';
    return {
      id: user.id,
      full_name: user.full_name,
      member_since: MEMBER_SINCE,
      active_ads:
        this.landAds.filter((ad) => ad.user_id === userId && onOffer(ad)).length +
        this.businessAds.filter((ad) => ad.author_id === userId && onOffer(ad)).length,
    };
  }

  /** An ad of either kind, deleted or not. */
  anyAd(adType: AdType, id: number): LandAd | StoredBusinessAd | undefined {
    return adType === 'business'
      ? this.businessAds.find((ad) => ad.id === id)
      : this.landAds.find((ad) => ad.id === id);
  }

  /** The users `userId` blocked. */
  blockedBy(userId: number): number[] {
    return this.blocks.filter((block) => block.blocker_id === userId).map((b) => b.blocked_id);
  }

  /** A saved ad as GET /api/favorites lists it (a removed ad reads as deleted). */
  favoriteView(favorite: StoredFavorite): Favorite {
    const ad = this.anyAd(favorite.ad_type, favorite.ad_id);
    return {
      ad_type: favorite.ad_type,
      ad_id: favorite.ad_id,
      saved_at: favorite.saved_at,
      title: ad?.title ?? '',
      price: ad?.price ?? 0,
      thumbnail: ad?.thumbnail ?? null,
      country_id: ad?.country_id ?? 1,
      city_id: ad?.city_id ?? 101,
      status: ad?.status ?? 'active',
      deleted: !ad || ad.deleted === true,
    };
  }

  isFavorite(userId: number, adType: AdType, adId: number): boolean {
    return this.favorites.some(
      (favorite) =>
        favorite.user_id === userId && favorite.ad_type === adType && favorite.ad_id === adId,
    );
  }

  /** A business ad without internal fields; the description only for investors and the author. */
  businessAdView(ad: StoredBusinessAd, viewer: User | null): BusinessAd {
    const { deleted: _deleted, ...view } = ad;
    const reader = viewer && { id: viewer.id, userType: viewer.user_type };
    return canSeeBusinessDescription(reader, ad) ? view : withoutDescription(view);
  }

  messagesOf(conversationId: number): StoredMessage[] {
    return this.messages
      .filter((message) => message.conversation_id === conversationId)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  }

  /** The conversation as `viewerId` sees it (its unread count is theirs). */
  conversationView(conversation: StoredConversation, viewerId: number): Conversation {
    const list = this.messagesOf(conversation.id);
    const newest = list[list.length - 1];
    return {
      ...conversation,
      last_message: newest?.content ?? '',
      last_message_time: newest?.created_at ?? new Date(0).toISOString(),
      // Messages from users the viewer blocked are not counted, as on the server.
      unread_count: list.filter(
        (message) =>
          message.sender_id !== viewerId &&
          !message.read &&
          countsAsUnread(message.sender_id, this.blockedBy(viewerId)),
      ).length,
    };
  }

  isParticipant(conversation: StoredConversation, userId: number): boolean {
    return conversation.sender_id === userId || conversation.receiver_id === userId;
  }
}

export function toMessage({ conversation_id: _c, read: _r, ...message }: StoredMessage): Message {
  return message;
}

export const newestFirst = <T extends { created_at: string }>(list: T[]): T[] =>
  [...list].sort((a, b) => b.created_at.localeCompare(a.created_at));
