import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConsoleTexts } from '../admin-texts';
import { formatAres } from '../ad-facts';
import { formatArea } from '../format-area';
import { formatPrice } from '../format-price';
import { serverTexts } from '../server-texts';
import { texts } from '../texts';
import { currentLanguage, setLanguageSource } from './catalogue';
import { languageFromAcceptLanguage, type Language } from './languages';
import { loadAllLanguages } from './load-all';
import { toCyrillic } from './transliterate';

let language: Language = 'sr-Latn';
const inLanguage = <T>(chosen: Language, read: () => T): T => {
  const before = language;
  language = chosen;
  try {
    return read();
  } finally {
    language = before;
  }
};

beforeAll(async () => {
  await loadAllLanguages();
  setLanguageSource(() => language);
});
afterAll(() => setLanguageSource(() => 'sr-Latn'));

const COUNTS = [0, 1, 2, 5, 11, 12, 21, 22, 111];
const forms = (format: (n: number) => string) => COUNTS.map((n) => format(n));

describe('plural forms by the CLDR rules (Serbian one / few / other, English one / other)', () => {
  it('ari: 1 ar, 34 ara, 5 ari', () => {
    expect(forms((n) => formatAres(n * 100))).toEqual([
      '0\u00a0ari',
      '1\u00a0ar',
      '2\u00a0ara',
      '5\u00a0ari',
      '11\u00a0ari',
      '12\u00a0ari',
      '21\u00a0ar',
      '22\u00a0ara',
      '111\u00a0ari',
    ]);
    expect(formatAres(3400)).toBe('34\u00a0ara');
    expect(formatAres(1250)).toBe('12,5\u00a0ari');
    expect(inLanguage('en', () => [formatAres(100), formatAres(3400)])).toEqual([
      '1\u00a0are',
      '34\u00a0ares',
    ]);
    expect(inLanguage('sr-Cyrl', () => formatAres(3400))).toBe('34\u00a0ара');
  });

  it('zaposleni: 21 zaposleni, 2 zaposlena, 5 zaposlenih', () => {
    const count = texts.businessList.employeeCount;
    expect(forms(count)).toEqual([
      '0 zaposlenih',
      '1 zaposleni',
      '2 zaposlena',
      '5 zaposlenih',
      '11 zaposlenih',
      '12 zaposlenih',
      '21 zaposleni',
      '22 zaposlena',
      '111 zaposlenih',
    ]);
    expect(inLanguage('en', () => [count(1), count(2), count(21)])).toEqual([
      '1 employee',
      '2 employees',
      '21 employees',
    ]);
  });

  it('oglasi: 1 novi oglas, 2 nova oglasa, 5 novih oglasa', () => {
    const subject = serverTexts.emails.searchAlertSubject;
    expect(forms(subject).map((text) => text.replace(' za vašu sačuvanu pretragu', ''))).toEqual([
      '0 novih oglasa',
      '1 novi oglas',
      '2 nova oglasa',
      '5 novih oglasa',
      '11 novih oglasa',
      '12 novih oglasa',
      '21 novi oglas',
      '22 nova oglasa',
      '111 novih oglasa',
    ]);
  });

  it('prijave: 1 prijava, 3 prijave, 5 prijava', () => {
    const count = adminConsoleTexts.reports.count;
    expect(forms(count)).toEqual([
      '0 prijava',
      '1 prijava',
      '2 prijave',
      '5 prijava',
      '11 prijava',
      '12 prijava',
      '21 prijava',
      '22 prijave',
      '111 prijava',
    ]);
  });

  it('pretrage and karakteri in the server’s answers', () => {
    expect(serverTexts.apiNotifications.tooManySavedSearches(20)).toBe(
      'Možete sačuvati najviše 20 pretraga.',
    );
    expect(serverTexts.apiNotifications.tooManySavedSearches(3)).toBe(
      'Možete sačuvati najviše 3 pretrage.',
    );
    expect(serverTexts.apiMessages.tooLong(2000)).toBe('Poruka može imati najviše 2000 karaktera.');
    expect(serverTexts.apiMessages.tooLong(21)).toBe('Poruka može imati najviše 21 karakter.');
    expect(inLanguage('en', () => serverTexts.apiMessages.tooLong(2000))).toBe(
      'A message can have at most 2000 characters.',
    );
  });
});

describe('texts in the current language', () => {
  it('reads plain texts from the language’s catalogue, Serbian Latin from the groups', () => {
    expect(currentLanguage()).toBe('sr-Latn');
    expect(texts.login.failed).toBe('Greška pri prijavljivanju');
    expect(inLanguage('sr-Cyrl', () => texts.login.failed)).toBe('Грешка при пријављивању');
    expect(inLanguage('en', () => texts.login.failed)).toBe('Login failed');
  });

  it('formats numbers, prices and areas in the language’s locale', () => {
    expect(formatPrice(150000)).toBe('150.000\u00a0€');
    expect(formatArea(2500)).toBe('2.500\u00a0m²');
    expect(inLanguage('en', () => formatPrice(150000))).toBe('€150,000');
    expect(inLanguage('en', () => formatArea(2500))).toBe('2,500\u00a0m²');
    expect(inLanguage('sr-Cyrl', () => formatArea(2500))).toBe('2.500\u00a0м²');
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['sr-Cyrl', 'sr-Cyrl'],
    ['sr-Cyrl-RS', 'sr-Cyrl'],
    ['sr-Latn-RS', 'sr-Latn'],
    ['sr', 'sr-Latn'],
    ['hr-HR', 'sr-Latn'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['en;q=0.5, sr-Cyrl;q=0.8', 'sr-Cyrl'],
    ['en;q=0', undefined],
    ['de, fr', undefined],
    ['', undefined],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('toCyrillic', () => {
  it('writes lj, nj and dž as one letter, in capitals too', () => {
    expect(toCyrillic('Ljubljana, NJIVA, Džak, DŽEP')).toBe('Љубљана, ЊИВА, Џак, ЏЕП');
  });

  it('keeps the pairs a prefix splits apart', () => {
    expect(toCyrillic('nadživeti injekcija konjunkcija')).toBe('надживети инјекција конјункција');
  });

  it('leaves addresses, numbers with letters and foreign words as they are', () => {
    expect(toCyrillic('Pišite na pera@primer.rs ili www.primer.rs, parcela 1234/5, lokal 2B')).toBe(
      'Пишите на pera@primer.rs или www.primer.rs, парцела 1234/5, локал 2B',
    );
    expect(toCyrillic('Wi-Fi i xerox')).toBe('Wi-Фи и xerox');
    expect(toCyrillic('Sombor II, I tako dalje')).toBe('Сомбор II, И тако даље');
    expect(toCyrillic('XIV vek, ID oglasa, DIM')).toBe('XIV век, ИД огласа, ДИМ');
  });

  it('uses the exception list: Email → Имејл, CAPTCHA → КАПЧА', () => {
    expect(toCyrillic('Email adresa, CAPTCHA pitanje')).toBe('Имејл адреса, КАПЧА питање');
  });

  it('is deterministic and leaves Cyrillic as it is', () => {
    const text = 'Đurđevdan u Ćupriji, Čačak i Šabac';
    expect(toCyrillic(text)).toBe(toCyrillic(text));
    expect(toCyrillic(toCyrillic(text))).toBe('Ђурђевдан у Ћуприји, Чачак и Шабац');
  });
});
