import { describe, expect, it } from 'vitest';
import * as c from './constants';

// spec §4, §5, §9: each constant against the number or text the spec states.
describe('constants', () => {
  it.each([
    ['INACTIVITY_TIMEOUT_MS', c.INACTIVITY_TIMEOUT_MS, 30 * 60 * 1000],
    ['CHECK_INTERVAL_MS', c.CHECK_INTERVAL_MS, 60 * 1000],
    ['UNREAD_REFRESH_INTERVAL_MS', c.UNREAD_REFRESH_INTERVAL_MS, 30_000],
    ['MAX_IMAGES', c.MAX_IMAGES, 10],
    ['MAX_IMAGE_MB', c.MAX_IMAGE_MB, 5],
    ['MIN_PASSWORD_LENGTH', c.MIN_PASSWORD_LENGTH, 6],
    ['MIN_FOUNDING_YEAR', c.MIN_FOUNDING_YEAR, 1900],
    ['PRICE_STEP', c.PRICE_STEP, 0.01],
    ['REDIRECT_DELAY_MS', c.REDIRECT_DELAY_MS, 1500],
    ['DESCRIPTION_PREVIEW_LENGTH', c.DESCRIPTION_PREVIEW_LENGTH, 100],
    ['VERIFICATION_LINK_VALID_HOURS', c.VERIFICATION_LINK_VALID_HOURS, 24],
    ['NAV_BADGE_CAP', c.NAV_BADGE_CAP, 99],
    ['CONVERSATION_BADGE_CAP', c.CONVERSATION_BADGE_CAP, 9],
    ['GRID_COLUMNS', c.GRID_COLUMNS, 3],
    ['GALLERY_COLUMNS', c.GALLERY_COLUMNS, 3],
    ['GALLERY_ROW_HEIGHT_PX', c.GALLERY_ROW_HEIGHT_PX, 164],
    ['DESCRIPTION_ROWS', c.DESCRIPTION_ROWS, 4],
    ['NAV_BAR_HEIGHT_PX', c.NAV_BAR_HEIGHT_PX, 70],
  ])('%s = %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['LOCALE', c.LOCALE, 'sr-Latn-RS'],
    ['AUTH_PATH_PREFIX', c.AUTH_PATH_PREFIX, '/api/auth'],
    ['IMAGE_ACCEPT', c.IMAGE_ACCEPT, 'image/*'],
    ['STORAGE_KEYS.token', c.STORAGE_KEYS.token, 'token'],
    ['STORAGE_KEYS.userId', c.STORAGE_KEYS.userId, 'userId'],
  ])('%s = %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the activity events of spec §4', () => {
    expect([...c.ACTIVITY_EVENTS]).toEqual([
      'mousedown',
      'mousemove',
      'keypress',
      'scroll',
      'touchstart',
      'click',
    ]);
  });

  it('names two distinct custom events', () => {
    expect(c.AUTO_LOGOUT_EVENT).not.toBe(c.UNREAD_REFRESH_EVENT);
    expect(c.AUTO_LOGOUT_EVENT).toMatch(/^[a-z:-]+$/);
  });

  it('gives a photo its own size, and 3:2 when it is not known', () => {
    expect(c.photoSize({ width: 2000, height: 1200 })).toEqual({ width: 2000, height: 1200 });
    expect(c.photoSize({ width: null, height: null })).toEqual({ width: 1200, height: 800 });
    expect(c.photoSize({ width: 2000 })).toEqual({ width: 1200, height: 800 });
  });
});
