import type { BusinessAd, Conversation, Favorite, LandAd, Message } from '@marketplace/api-client';
import { withPageScript } from '@marketplace/domain';

// Users' texts in the answers the screens show, in the page's script: a Cyrillic page shows ads,
// places and names written in Latin in Cyrillic (domain inPageScript). Only reads for showing go
// through here; an edit form starts from the ad as written.
const LAND_AD_TEXTS = [
  'title',
  'description',
  'author_name',
  'cadastral_municipality',
  'zoning',
] as const satisfies readonly (keyof LandAd)[];
const BUSINESS_AD_TEXTS = [
  'title',
  'description',
  'author_name',
  'reason_for_sale',
] as const satisfies readonly (keyof BusinessAd)[];
const CONVERSATION_TEXTS = [
  'ad_title',
  'sender_name',
  'receiver_name',
  'last_message',
] as const satisfies readonly (keyof Conversation)[];

/** The seller's name too, where the ad page has it. */
function withSeller<Ad extends { seller?: { full_name: string } }>(ad: Ad): Ad {
  return ad.seller ? { ...ad, seller: withPageScript(ad.seller, ['full_name']) } : ad;
}

export const landAdInPageScript = (ad: LandAd): LandAd =>
  withSeller(withPageScript(ad, LAND_AD_TEXTS));
export const businessAdInPageScript = (ad: BusinessAd): BusinessAd =>
  withSeller(withPageScript(ad, BUSINESS_AD_TEXTS));
export const conversationInPageScript = (conversation: Conversation): Conversation =>
  withPageScript(conversation, CONVERSATION_TEXTS);
export const messageInPageScript = (message: Message): Message =>
  withPageScript(message, ['content']);
export const favoriteInPageScript = (favorite: Favorite): Favorite =>
  withPageScript(favorite, ['title']);

/** A search page with its ads in the page's script. */
export function pageInPageScript<T extends { items: readonly Ad[] }, Ad>(
  page: T,
  inScript: (ad: Ad) => Ad,
): T {
  return { ...page, items: page.items.map(inScript) };
}
