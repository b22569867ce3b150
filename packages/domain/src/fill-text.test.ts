import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';
import { serverTexts } from './server-texts';

describe('fillText', () => {
  it('fills every placeholder of a text', () => {
    expect(fillText(serverTexts.apiAuth.captchaAddition, { a: 3, b: 4 })).toBe('Koliko je 3 + 4?');
    expect(fillText(serverTexts.api.unknownField, { field: 'owner_id' })).toBe(
      'Neispravan zahtev: nepoznato polje "owner_id".',
    );
  });

  it('puts values in literally: braces and $ patterns in a value stay as they are', () => {
    expect(fillText(serverTexts.emails.greeting, { name: '{name} $& $1' })).toBe(
      'Dobar dan, {name} $& $1,',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    const values = {} as { name: string };
    expect(fillText(serverTexts.emails.greeting, values)).toBe('Dobar dan, {name},');
  });

  it('returns a text without placeholders unchanged', () => {
    expect(fillText(serverTexts.api.badRequest, {})).toBe('Neispravan zahtev.');
  });
});
