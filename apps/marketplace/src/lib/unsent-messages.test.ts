import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, storeSession } from './auth/token-storage';
import { readUnsentMessages, storeUnsentMessages } from './unsent-messages';

afterEach(() => sessionStorage.clear());

const message = {
  key: 'unsent-1',
  content: 'Da li je plac još na prodaju?',
  error: 'Nije poslato',
};

describe('unsent messages', () => {
  it('are read back by the user who wrote them, after a reload of the tab', () => {
    storeUnsentMessages(7, { 3: [message], 4: [] });
    expect(readUnsentMessages(7)).toEqual({ 3: [message] });
  });

  it('are never shown to another user', () => {
    storeUnsentMessages(7, { 3: [message] });
    expect(readUnsentMessages(8)).toEqual({});
  });

  it('leave with the session', () => {
    storeSession('token', 7);
    storeUnsentMessages(7, { 3: [message] });
    clearStoredSession();
    expect(readUnsentMessages(7)).toEqual({});
  });

  it('read nothing from a damaged entry', () => {
    sessionStorage.setItem('unsentMessages', '{not json');
    expect(readUnsentMessages(7)).toEqual({});
    sessionStorage.setItem(
      'unsentMessages',
      JSON.stringify({ userId: 7, conversations: { 3: [{ key: 1 }, message] } }),
    );
    expect(readUnsentMessages(7)).toEqual({ 3: [message] });
  });

  it('remove the entry once every message is sent', () => {
    storeUnsentMessages(7, { 3: [message] });
    storeUnsentMessages(7, { 3: [] });
    expect(sessionStorage.getItem('unsentMessages')).toBeNull();
  });
});
