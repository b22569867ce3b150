import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandAd } from '@marketplace/api-client';
import { loadLanguage, setLanguageSource, type Language } from '@marketplace/domain';
import { businessAdInPageScript, landAdInPageScript } from './page-script';

let language: Language = 'sr-Latn';
beforeAll(async () => {
  await loadLanguage('sr-Cyrl');
  setLanguageSource(() => language);
});
afterAll(() => setLanguageSource(() => 'sr-Latn'));

const ad = {
  id: 7,
  title: 'Njiva kod Sombora, parcela 1234/5',
  description: 'Pogledajte www.primer.rs ili pišite na pera@primer.rs.',
  author_name: 'Đorđe Ljubić',
  cadastral_municipality: 'Sombor II',
  parcel_number: '1234/5',
  price: 45000,
  seller: {
    full_name: 'Đorđe Ljubić',
    member_since: '2024-01-01',
    active_ads: 2,
    company_verified: false,
  },
} as unknown as LandAd;

describe('ads in the page’s script', () => {
  it('are shown in Cyrillic on a Cyrillic page, addresses and numbers as written', () => {
    language = 'sr-Cyrl';
    const shown = landAdInPageScript(ad);
    expect(shown.title).toBe('Њива код Сомбора, парцела 1234/5');
    expect(shown.description).toBe('Погледајте www.primer.rs или пишите на pera@primer.rs.');
    expect(shown.author_name).toBe('Ђорђе Љубић');
    expect(shown.seller?.full_name).toBe('Ђорђе Љубић');
    expect(shown.cadastral_municipality).toBe('Сомбор II');
    expect(shown.parcel_number).toBe('1234/5');
    expect(shown.price).toBe(45000);
    // The answer itself is left as it came (an edit form reads it).
    expect(ad.title).toBe('Njiva kod Sombora, parcela 1234/5');
  });

  it('are shown as written in Serbian Latin and in English', () => {
    for (const chosen of ['sr-Latn', 'en'] as const) {
      language = chosen;
      expect(landAdInPageScript(ad).title).toBe(ad.title);
      expect(businessAdInPageScript({ ...ad, reason_for_sale: 'Penzija' } as never).title).toBe(
        ad.title,
      );
    }
  });
});
