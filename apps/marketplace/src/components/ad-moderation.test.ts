import { describe, expect, it } from 'vitest';
import { adModerationView } from './ad-moderation';

const statement = 'Parcela iz oglasa nije upisana na vlasnika.';

describe('adModerationView', () => {
  it('shows nothing for a listed ad or an answer without the field', () => {
    expect(adModerationView({ state: 'live', statement: null, decision_id: null })).toBeNull();
    expect(adModerationView(undefined)).toBeNull();
    expect(adModerationView(null)).toBeNull();
  });

  it('says a pending ad waits, without a statement or an appeal', () => {
    expect(adModerationView({ state: 'pending', statement: null, decision_id: null })).toEqual({
      state: 'pending',
      label: 'Čeka odobrenje',
      tone: 'info',
      notice: 'Oglas čeka odobrenje moderatora. Drugi korisnici ga vide kada bude odobren.',
      statement: null,
      appealHref: null,
    });
  });

  it('gives a hidden ad its statement and the decision to appeal', () => {
    expect(adModerationView({ state: 'hidden', statement, decision_id: 41 })).toEqual({
      state: 'hidden',
      label: 'Sakriven',
      tone: 'warning',
      notice: 'Oglas je sakriven i drugi korisnici ga ne vide.',
      statement,
      appealHref: '/appeals/41',
    });
  });

  it('gives a rejected ad the same', () => {
    expect(adModerationView({ state: 'rejected', statement, decision_id: 42 })).toMatchObject({
      label: 'Odbijen',
      tone: 'danger',
      notice: 'Oglas je odbijen i neće biti objavljen.',
      appealHref: '/appeals/42',
    });
  });

  it('links no appeal when the answer names no decision', () => {
    expect(adModerationView({ state: 'hidden', statement: null, decision_id: null })).toMatchObject(
      { statement: null, appealHref: null },
    );
  });
});
