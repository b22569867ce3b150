// Business constants of the product. Each value appears here once and is cited to the spec section
// that fixes it, so the app, the UI and the server read the same number.

// spec §1: dates and numbers use the Serbian locale; the product's texts are Latin script, so the
// Latin variant is pinned (plain 'sr' would give Cyrillic month names).
export const LOCALE = 'sr-Latn-RS';
/** The market's time zone: every date and time the app shows is in it (server and browser alike). */
export const APP_TIME_ZONE = 'Europe/Belgrade';

// spec §9: inactivity time-out of 30 minutes.
export const INACTIVITY_TIMEOUT_MS = 1_800_000;
// spec §4, §9: inactivity and token-expiry checks run every 60 seconds.
export const CHECK_INTERVAL_MS = 60_000;
// spec §4, §9: the unread count is refreshed every 30 seconds.
export const UNREAD_REFRESH_INTERVAL_MS = 30_000;

// spec §3, §9: the two entries kept in browser storage.
export const STORAGE_KEYS = { token: 'token', userId: 'userId' } as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// spec §9: auth path prefix.
export const AUTH_PATH_PREFIX = '/api/auth';

// spec §4: these DOM events reset the inactivity timer while signed in.
export const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keypress',
  'scroll',
  'touchstart',
  'click',
] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

// spec §4: a browser event is emitted on automatic logout; its name is left open, so it is fixed here.
export const AUTO_LOGOUT_EVENT = 'marketplace:auto-logout';
// spec §4: an internal event asks for an unread-count refresh; its name is likewise fixed here.
export const UNREAD_REFRESH_EVENT = 'marketplace:unread-refresh';

// spec §5, §9: at most 10 images per ad (land and business); 5 MB is stated in text only.
export const MAX_IMAGES = 10;
export const MAX_IMAGE_MB = 5;
// spec §5: only images are accepted (image/*).
export const IMAGE_ACCEPT = 'image/*';

// spec §9: minimum password length for reset, change and the login hint.
export const MIN_PASSWORD_LENGTH = 6;

// spec §9: founding year runs from 1900 to the current year.
export const MIN_FOUNDING_YEAR = 1900;
// spec §5: price and revenue inputs step by 0.01.
export const PRICE_STEP = 0.01;

// spec §9: redirect 1.5 s after a successful business create or edit.
export const REDIRECT_DELAY_MS = 1500;

// spec §9: business card description preview length.
export const DESCRIPTION_PREVIEW_LENGTH = 100;

// spec §9: verification link validity, stated in text.
export const VERIFICATION_LINK_VALID_HOURS = 24;

// spec §2, §9: the two badge caps used in two places.
export const NAV_BADGE_CAP = 99;
export const CONVERSATION_BADGE_CAP = 9;

// spec §9: layout numbers shared by the UI.
export const GRID_COLUMNS = 3;
export const GALLERY_COLUMNS = 3;
export const GALLERY_ROW_HEIGHT_PX = 164;
export const DESCRIPTION_ROWS = 4;
export const NAV_BAR_HEIGHT_PX = 70;

// The `sizes` of an ad page's main photo, by kind of ad: how wide the gallery shows it, so that the
// browser picks the smallest copy that is sharp at that width.
export const AD_PAGE_PHOTO_SIZES = {
  land: '(min-width: 1024px) 700px, 100vw',
  business: '(min-width: 1024px) 780px, 100vw',
} as const;

/**
 * A photo's size for its width and height attributes, and so its proportions on the page: its own
 * when known, else 3:2. The app's gallery and the server's copy of an ad page's main photo in the
 * page (its boot markup) draw a photo alike by this one rule.
 */
export function photoSize(image: {
  readonly width?: number | null;
  readonly height?: number | null;
}): { width: number; height: number } {
  return image.width && image.height
    ? { width: image.width, height: image.height }
    : { width: 1200, height: 800 };
}
