import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { apiAccount, type Role } from '../fixtures/auth';
import { apiCreateBusinessAd, apiCreateLandAd, apiStartConversation } from '../fixtures/api';

type Who = Role | 'anonymous';
interface Session {
  id: number;
  token: string;
  fullName: string;
}

const sessions: Partial<Record<Role, Session>> = {};
const ids = { landAd: 0, otherLandAd: 0, businessAd: 0, landOwner: 0, conversation: 0 };

test.beforeAll(async ({ request }) => {
  const landOwner = await apiAccount(request, 'land_owner');
  const businessOwner = await apiAccount(request, 'business_owner');
  const investor = await apiAccount(request, 'investor');
  sessions.land_owner = landOwner;
  sessions.business_owner = businessOwner;
  sessions.investor = investor;
  ids.landOwner = landOwner.id;
  ids.landAd = (
    await apiCreateLandAd(request, landOwner.token, {
      title: 'Pristupačna njiva',
      description: 'Opis za proveru pristupačnosti.',
      price: 75_000,
      images: 2,
    })
  ).id;
  ids.otherLandAd = (
    await apiCreateLandAd(request, landOwner.token, { title: 'Druga njiva', price: 9_000 })
  ).id;
  ids.businessAd = (
    await apiCreateBusinessAd(request, businessOwner.token, {
      title: 'Pristupačna pekara',
      description: 'Pekara sa dugom tradicijom.',
      price: 120_000,
      annual_revenue: 300_000,
      employee_count: 8,
      established_year: 1998,
    })
  ).id;
  ids.conversation = (
    await apiStartConversation(request, investor.token, {
      adId: ids.landAd,
      receiverId: landOwner.id,
      message: 'Da li je parcela još na prodaju?',
    })
  ).id;
});

/** Signs in by storing the session the way the app does (spec §3: token and userId). */
async function signIn(page: Page, who: Who) {
  if (who === 'anonymous') return;
  const session = sessions[who];
  if (!session) throw new Error(`no ${who} session`);
  await page.addInitScript(({ token, id }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('userId', String(id));
  }, session);
}

interface PageCase {
  name: string;
  who: Who;
  path: () => string;
  /** What must be visible before axe runs. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};
const text = (value: string) => async (page: Page) => {
  await expect(page.getByText(value).first()).toBeVisible();
};

const pages: PageCase[] = [
  { name: 'home', who: 'anonymous', path: () => '/', ready: text('Registruj se besplatno') },
  { name: 'login', who: 'anonymous', path: () => '/login', ready: heading('Prijava') },
  { name: 'register', who: 'anonymous', path: () => '/register', ready: heading('Registracija') },
  {
    name: 'forgot password',
    who: 'anonymous',
    path: () => '/forgot-password',
    ready: heading('Zaboravljena lozinka'),
  },
  {
    name: 'reset password (form)',
    who: 'anonymous',
    path: () => '/reset-password?token=abc',
    ready: heading('Postavite novu lozinku'),
  },
  {
    name: 'reset password (no token)',
    who: 'anonymous',
    path: () => '/reset-password',
    ready: text('Token za resetovanje lozinke nije pronađen'),
  },
  {
    name: 'verify email (no token)',
    who: 'anonymous',
    path: () => '/verify-email',
    ready: text('Verifikacioni token nije pronađen'),
  },
  {
    name: 'real estate',
    who: 'anonymous',
    path: () => '/nekretnine',
    ready: heading(/Nekretnine/),
  },
  {
    name: 'business list',
    who: 'anonymous',
    path: () => '/business',
    ready: text('Prijavite se za pristup oglasima'),
  },
  {
    name: 'not found',
    who: 'anonymous',
    path: () => '/nepostojeca-stranica',
    ready: text('Stranica nije pronađena'),
  },
  {
    name: 'terms of use',
    who: 'anonymous',
    path: () => '/uslovi#clan-4-1',
    ready: heading('Uslovi korišćenja'),
  },
  { name: 'contact', who: 'anonymous', path: () => '/kontakt', ready: heading('Kontakt') },
  {
    name: 'home (signed in)',
    who: 'investor',
    path: () => '/',
    ready: text('Pristupačna njiva'),
  },
  {
    name: 'real estate (signed in)',
    who: 'investor',
    path: () => '/nekretnine',
    ready: text('Pristupačna njiva'),
  },
  {
    name: 'business list (signed in)',
    who: 'investor',
    path: () => '/business',
    ready: text('Pristupačna pekara'),
  },
  {
    name: 'business detail',
    who: 'investor',
    path: () => `/business/${ids.businessAd}`,
    ready: text('Kontaktiraj vlasnika'),
  },
  {
    name: 'land ad detail',
    who: 'investor',
    path: () => `/ads/${ids.landAd}`,
    ready: text('Pošalji poruku vlasniku'),
  },
  {
    name: 'messages (list)',
    who: 'investor',
    path: () => '/messages',
    ready: text('Izaberite razgovor za prikaz poruka'),
  },
  {
    name: 'messages (conversation)',
    who: 'land_owner',
    path: () => `/messages?c=${ids.conversation}`,
    ready: text('Da li je parcela još na prodaju?'),
  },
  {
    name: 'messages (first message dialog)',
    who: 'investor',
    path: () => `/messages?adId=${ids.otherLandAd}&receiverId=${ids.landOwner}&sendInitial=1`,
    ready: text('Ova poruka će započeti novi razgovor sa vlasnikom oglasa'),
  },
  { name: 'profile', who: 'investor', path: () => '/profile', ready: heading('Moj profil') },
  {
    name: 'access denied',
    who: 'investor',
    path: () => '/create-ad',
    ready: heading('Pristup odbijen'),
  },
  {
    name: 'create land ad',
    who: 'land_owner',
    path: () => '/create-ad',
    ready: heading('Postavi oglas'),
  },
  {
    name: 'edit land ad',
    who: 'land_owner',
    path: () => `/edit-ad/${ids.landAd}`,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Ukloni sliku 2' })).toBeVisible();
    },
  },
  {
    name: 'my ads (land owner)',
    who: 'land_owner',
    path: () => '/my-ads',
    ready: text('Ukupno oglasa'),
  },
  {
    name: 'land ad detail (author)',
    who: 'land_owner',
    path: () => `/ads/${ids.landAd}`,
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Izmeni' })).toBeVisible();
    },
  },
  {
    name: 'create business ad',
    who: 'business_owner',
    path: () => '/create-business-ad',
    ready: heading('Postavi oglas za biznis'),
  },
  {
    name: 'edit business ad',
    who: 'business_owner',
    path: () => `/edit-business-ad/${ids.businessAd}`,
    ready: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Naslov' })).toHaveValue('Pristupačna pekara');
    },
  },
  {
    name: 'my ads (business owner)',
    who: 'business_owner',
    path: () => '/my-ads',
    ready: text('Ukupno oglasa'),
  },
];

for (const { name, who, path, ready } of pages) {
  test(`axe: ${name} (${who})`, async ({ page }) => {
    await signIn(page, who);
    await page.goto(path());
    await ready(page);
    await expectNoA11yViolations(page);
  });
}

test('axe: image viewer and delete confirmation dialogs', async ({ page }) => {
  await signIn(page, 'land_owner');
  await page.goto(`/ads/${ids.landAd}`);
  await page.getByRole('button', { name: 'Otvori sliku 1 od 2' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoA11yViolations(page);
});

// Radix menus and listboxes open modally and hide the rest of the page with aria-hidden; the design
// system makes that page inert as well, so nothing hidden stays focusable.
test('axe: open account menu', async ({ page }) => {
  await signIn(page, 'investor');
  await page.goto('/profile');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Ulagač|Nikola/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Odjavi se' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('axe: open select listbox', async ({ page }) => {
  await signIn(page, 'land_owner');
  await page.goto('/create-ad');
  await page.getByRole('combobox', { name: 'Država' }).click();
  await expect(page.getByRole('option', { name: 'Srbija' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('axe: narrow screen menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'investor');
  await page.goto('/');
  await page.getByRole('button', { name: 'Meni' }).click();
  await expect(page.getByText('Investitor', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});
