import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiAccount, login, type Account } from '../fixtures/auth';
import { apiCreateLandAd, apiStartConversation } from '../fixtures/api';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { startOwnServer, type OwnServer } from '../fixtures/own-server';

// The site in Cyrillic and in English over its main screens, the console included (which needs a
// staff member: this file runs on a server of its own, fixtures/own-server.ts).
let own: OwnServer;
let admin: Account & { id: number; token: string };
let adId: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  own = await startOwnServer();
  const owner = await apiAccount(request, 'land_owner', { fullName: 'Ljubica Njegovan' });
  admin = await apiAccount(request, 'investor', { fullName: 'Dragan Jovanovic' });
  const ad = await apiCreateLandAd(request, owner.token, {
    title: 'Njiva kod Sombora',
    description: 'Plodna njiva uz asfaltni put, pisite na vlasnik@primer.rs.',
    price: 45000,
  });
  adId = ad.id;
  await apiStartConversation(request, admin.token, {
    adId,
    receiverId: owner.id,
    message: 'Dobar dan, da li je cena fiksna?',
  });
  await own.grantStaffRole(admin.email, 'admin');
});

test.afterAll(async () => {
  await own?.close();
});

const SCREENS = () => ['/', '/nekretnine', `/ads/${adId}`, '/messages', '/profile', '/admin'];

/** The page's visible text, once its main content is there. */
async function shownText(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.getByText(/^(Učitavanje|Учитавање|Loading)/)).toHaveCount(0);
  return page.locator('body').innerText();
}

/** What is left of a text once users' links, email addresses and numbers are taken out. */
function withoutLinksAndNumbers(text: string): string {
  return text
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, ' ')
    .replace(/\S*\d\S*/g, ' ');
}

// Words of the Serbian screens an English screen must not show.
const SERBIAN_WORDS =
  /\b(Početna|Prijava|Poruke|Oglasi|oglas|Sačuvaj|Otkaži|Pretraga|Izaberite|Lozinka|Nekretnine|Biznis|Moj profil|Odjavi|Učitavanje|Obaveštenj\w*|nije|Greška)\b/;

test.describe('the site in Cyrillic and in English', () => {
  test('the top bar’s menu chooses the language, kept in the cookie and on the account', async ({
    page,
  }) => {
    await login(page, admin.email, admin.password);
    await page.getByRole('button', { name: /Jezik/ }).click();
    await page.getByRole('menuitem', { name: 'Ћирилица' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Почетна', exact: true }),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('sr-Cyrl');
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await me.json()).language).toBe('sr-Cyrl');
  });

  for (const language of ['sr-Cyrl', 'en'] as const) {
    test(`${language}: the main screens, the console included, with <html lang> and axe clean`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await login(page, admin.email, admin.password);
      await page.goto(`/?lang=${language}`);
      for (const url of SCREENS()) {
        const text = await shownText(page, url);
        await expect(page.locator('html'), url).toHaveAttribute('lang', language);
        if (language === 'sr-Cyrl') {
          // No Latin letters outside users' links, addresses and numbers: the screens' texts are
          // in Cyrillic, and so are the ad and the names written in Latin.
          const latin = withoutLinksAndNumbers(text).match(/\S*[A-Za-zČĆŠŽĐčćšžđ]\S*/g) ?? [];
          expect(latin, `Latin text on ${url}`).toEqual([]);
        } else {
          // No Serbian text of the screens (the ad itself is shown as written).
          const screens = text.replace(/Njiva kod Sombora|Plodna njiva[^\n]*|Dobar dan[^\n]*/g, '');
          expect(screens.match(/\S*[čćšžđČĆŠŽĐ]\S*/g) ?? [], `Serbian letters on ${url}`).toEqual(
            [],
          );
          expect(screens.match(SERBIAN_WORDS) ?? [], `Serbian words on ${url}`).toEqual([]);
        }
        await expectNoA11yViolations(page);
      }
    });
  }
});
