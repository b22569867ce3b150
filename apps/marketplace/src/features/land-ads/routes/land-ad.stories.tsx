import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  errorHandler,
  fixtureImage,
  fixtureLandAds,
  fixtureUsers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { Component } from './land-ad';

const ad = fixtureLandAds.agriculturalNoviSad;
const page = (userId: number, id: number = ad.id) =>
  renderPage({ path: paths.landAd.path, initialEntry: paths.landAd.href(id), Component, userId });

const meta = {
  title: 'Pages/LandAd',
  render: page(fixtureUsers.investor.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('getAd'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [handlerOverrides.getAdNotFound, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Oglas nije pronađen')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.getAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju detalja oglasa')).toBeVisible();
  },
};

/** An investor who is not the author can message the owner. */
export const Investor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: ad.title })).toBeVisible();
    // The price leads the page and the facts table; the land type (and here the zoning) too.
    await expect(
      canvas.getAllByText('45.000 €', { normalizer: (s) => s.replace(/\s/g, ' ') })[0],
    ).toBeVisible();
    await expect(canvas.getByText('Novi Sad, Srbija')).toBeVisible();
    await expect(canvas.getAllByText('Poljoprivredno zemljište')[0]).toBeVisible();
    await expect(canvas.getByText(ad.author_name)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Obriši' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji poruku vlasniku' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(
      `/messages?adId=${ad.id}&receiverId=${ad.user_id}&sendInitial=1`,
    );
  },
};

/** The full-size dialog opens from a picture. */
export const GalleryDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Otvori sliku 1 od 2' }));
    const dialog = await within(document.body).findByRole('dialog');
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
  },
};

/** The author sees Edit and Delete; deleting asks first and then goes to /my-ads. */
export const Author: Story = {
  render: page(fixtureUsers.landOwner.id),
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Izmeni' })).toHaveAttribute(
      'href',
      paths.editLandAd.href(ad.id),
    );
    await expect(
      canvas.queryByRole('button', { name: 'Pošalji poruku vlasniku' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši' }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() =>
      expect(
        within(dialog).getByText('Da li ste sigurni da želite da obrišete ovaj oglas?'),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/my-ads');
  },
};

export const DeleteFailure: Story = {
  render: page(fixtureUsers.landOwner.id),
  parameters: { msw: { handlers: [handlerOverrides.deleteAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Obriši' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await expect(await canvas.findByText('Greška pri brisanju oglasa')).toBeVisible();
  },
};

/** Another owner's ad for a business owner: neither the author's nor the investor's actions. */
export const OtherRole: Story = {
  render: page(fixtureUsers.businessOwner.id),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    await expect(canvas.queryByRole('button', { name: 'Obriši' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Pošalji poruku vlasniku' }),
    ).not.toBeInTheDocument();
  },
};

/** A deleted ad stays visible to the investor who talked about it, with a warning. */
export const Deleted: Story = {
  render: page(fixtureUsers.investor.id, fixtureLandAds.deletedNis.id),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Ovaj oglas je obrisan. Više nije dostupan javno, ali možete videti detalje zbog istorije poruka.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: fixtureLandAds.deletedNis.title }),
    ).toBeVisible();
    // A deleted ad's page offers no share, heart, report or contact (no dead ends).
    for (const name of [
      'Podeli',
      'Sačuvaj oglas',
      'Sačuvano',
      'Prijavi oglas',
      'Pošalji poruku vlasniku',
    ]) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  },
};

const spaces = { normalizer: (text: string) => text.replace(/\s+/g, ' ').trim() };

/** The facts an investor judges a plot by, in one labelled table. */
export const Facts: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('region', { name: 'Podaci o parceli' });
    const row = (label: string) => within(table).getByText(label).closest('div') as HTMLElement;
    await expect(row('Cena po m²')).toHaveTextContent(/3,6\d? €\/m²/);
    await expect(row('Cena po aru')).toHaveTextContent(/360 €\/ar/);
    await expect(within(row('Površina u arima')).getByText('125 ari', spaces)).toBeVisible();
    await expect(within(row('Površina u hektarima')).getByText('1,25 ha', spaces)).toBeVisible();
    await expect(row('Katastarska opština')).toHaveTextContent('Veternik');
    await expect(row('Broj parcele')).toHaveTextContent('1234/5');
    await expect(row('Infrastruktura')).toHaveTextContent('Struja, Voda, Pristupni put');
    await expect(row('Namena')).toHaveTextContent('Poljoprivredno zemljište');
    await expect(row('Uknjiženo')).toHaveTextContent('Da');
    await expect(row('Cena je po dogovoru')).toHaveTextContent('Ne');
    await expect(row('Tip zemljišta')).toHaveTextContent('Poljoprivredno zemljište');
  },
};

/** Facts the author left out read 'Nije navedeno'; no utilities read 'Bez infrastrukture'. */
export const FactsNotStated: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getAd', {
          ...ad,
          cadastral_municipality: null,
          parcel_number: null,
          utilities: [],
          zoning: null,
          ownership_registered: null,
          price_negotiable: true,
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('region', { name: 'Podaci o parceli' });
    await expect(within(table).getAllByText('Nije navedeno')).toHaveLength(4);
    await expect(within(table).getByText('Bez infrastrukture')).toBeVisible();
    await expect(canvas.getByText('Po dogovoru')).toBeVisible();
  },
};

/** Breadcrumbs lead to the land list filtered by country and city; the ad's number and date. */
export const BreadcrumbsAndNumber: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Putanja' });
    await expect(within(nav).getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Srbija' })).toHaveAttribute(
      'href',
      '/nekretnine?country_id=1',
    );
    await expect(within(nav).getByRole('link', { name: 'Novi Sad' })).toHaveAttribute(
      'href',
      `/nekretnine?country_id=1&city_id=${ad.city_id}`,
    );
    await expect(canvas.getByText('Oglas br. 1')).toBeVisible();
    await expect(canvas.getByText(/^Ažurirano: 3\. oktobar 2024\.$/)).toBeVisible();
    // Views are the author's: an investor sees none.
    await expect(canvas.queryByText(/^Pregleda:/)).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Srbija' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(
      '/nekretnine?country_id=1',
    );
  },
};

/** The seller panel: name, member since, active ads and the spec's message button. */
export const Seller: Story = {
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Prodavac' });
    await expect(within(panel).getByText(ad.author_name)).toBeVisible();
    await expect(within(panel).getByText('Član od')).toBeVisible();
    await expect(within(panel).getByText('Aktivnih oglasa')).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: 'Pošalji poruku vlasniku' }),
    ).toBeVisible();
  },
};

/** 'Podeli' copies the ad's link and says so. */
export const Share: Story = {
  beforeEach: () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    (window as { copiedLinks?: string[] }).copiedLinks = copied;
    return () => Reflect.deleteProperty(navigator, 'clipboard');
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Podeli' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Link je kopiran');
    const copied = (window as { copiedLinks?: string[] }).copiedLinks ?? [];
    await expect(copied).toEqual([window.location.href]);
  },
};

/** The author sees how many viewed the ad. */
export const AuthorViewCount: Story = {
  render: page(fixtureUsers.landOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Pregleda: \d+$/)).toBeVisible();
  },
};

export const Reserved: Story = {
  render: page(fixtureUsers.investor.id, fixtureLandAds.buildingPlotZagreb.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rezervisano')).toBeVisible();
    await expect(canvas.getByText('Po dogovoru')).toBeVisible();
  },
};

export const Sold: Story = {
  render: page(fixtureUsers.investor.id, fixtureLandAds.agriculturalBitolj.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prodato')).toBeVisible();
  },
};

/** An active ad has no status chip. */
export const ActiveHasNoChip: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    await expect(canvas.queryByText('Aktivan')).not.toBeInTheDocument();
  },
};

export const WithoutPhotos: Story = {
  render: page(fixtureUsers.investor.id, fixtureLandAds.residentialSarajevo.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema slika')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Otvori sliku/ })).not.toBeInTheDocument();
  },
};

/**
 * One photo: the main photo alone, sized before it loads and loaded first; its copies are named by
 * their real widths (a 1200 px photo's 1600 px copy is 1200 px wide), as the server's preload does.
 */
export const OnePhoto: Story = {
  render: page(fixtureUsers.investor.id, fixtureLandAds.buildingPlotZagreb.id),
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('button', { name: 'Otvori sliku 1 od 1' });
    const photo = within(main).getByRole('img');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('width', '1200');
    await expect(
      photo
        .getAttribute('srcset')
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['400w', '800w', '1200w']);
    await expect(canvas.queryByRole('list', { name: 'Sve slike' })).not.toBeInTheDocument();
  },
};

/** Many photos: a thumbnail becomes the main photo; the viewer turns through all of them. */
export const ManyPhotos: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getAd', {
          ...ad,
          images: (
            [
              'parcela-polje',
              'parcela-zito',
              'parcela-suma',
              'parcela-grad',
              'parcela-polje',
            ] as const
          ).map((name, index) => fixtureImage(20 + index, 'zemljiste-1', name, index)),
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const strip = await canvas.findByRole('list', { name: 'Sve slike' });
    await userEvent.click(within(strip).getByRole('button', { name: 'Prikaži sliku 4 od 5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 4 od 5' }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Slika 4 od 5')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sledeća slika' }));
    await expect(within(dialog).getByText('Slika 5 od 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('Slika 1 od 5')).toBeVisible();
  },
};

/** The heart saves the ad at once (aria-pressed). */
export const SaveWithHeart: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    const heart = canvas.getByRole('button', { name: 'Sačuvaj oglas' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Sačuvano');
  },
};

/** A failed save takes the heart back and says so in a toast. */
export const SaveFailure: Story = {
  parameters: {
    msw: { handlers: [errorHandler('saveFavorite'), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    const heart = canvas.getByRole('button', { name: 'Sačuvaj oglas' });
    await userEvent.click(heart);
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(
      await within(region).findByText('Oglas nije sačuvan. Pokušajte ponovo.'),
    ).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

async function sendReport(canvas: Canvas, reason: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Prijavi oglas' }));
  const dialog = within(
    await within(document.body).findByRole('dialog', { name: 'Prijavi oglas' }),
  );
  await userEvent.click(dialog.getByRole('radio', { name: reason }));
  await userEvent.click(dialog.getByRole('button', { name: 'Pošalji prijavu' }));
  return dialog;
}

/** 'Prijavi oglas': the report is sent and a toast confirms it. */
export const Report: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await sendReport(canvas, 'Prevara');
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Prijava je poslata. Hvala!')).toBeVisible();
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};

/** A second report: the server's 409 message shows in the dialog, which stays open. */
export const ReportedTwice: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await sendReport(canvas, 'Prevara');
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    const dialog = await sendReport(canvas, 'Drugo');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Već ste prijavili ovaj oglas.',
    );
  },
};

/** The author does not report their own ad: no 'Prijavi oglas'. */
export const AuthorCannotReport: Story = {
  render: page(fixtureUsers.landOwner.id),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    await expect(canvas.queryByRole('button', { name: 'Prijavi oglas' })).not.toBeInTheDocument();
  },
};

const phone = { viewport: { value: 'narrow', isRotated: false } };

/** Phones: the price and 'Pošalji poruku vlasniku' in a bar fixed to the bottom (one button on screen). */
export const PhoneContactBar: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    const button = await canvas.findByRole('button', { name: 'Pošalji poruku vlasniku' });
    const bar = button.closest('[data-sticky-action-bar]') as HTMLElement;
    await expect(bar).not.toBeNull();
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(bar).toHaveTextContent('45.000 €');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

/** Wide screens: no bar; the contact button sits in the seller panel beside the main photo. */
export const WideSellerPanel: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Pošalji poruku vlasniku' });
    await expect(button.closest('[data-sticky-action-bar]')).toBeNull();
    await expect(button.closest('section')).toHaveTextContent(/Prodavac|Kontakt/);
    const photo = canvas.getAllByRole('img')[0]!.getBoundingClientRect();
    const panel = button.closest('section')!.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThan(photo.right - 1);
    await expect(panel.top).toBeLessThan(photo.bottom);
  },
};

// Where the author's ad stands with moderation (the API sends it to the author only).

const authorPage = page(fixtureUsers.landOwner.id);
const hiddenStatement = 'Parcela 1234/5 u katastru nije upisana na vlasnika oglasa.';

/** A hidden ad: the chip, the statement, and the way to the decision and an appeal. */
export const AuthorHidden: Story = {
  render: authorPage,
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getAd', {
          ...ad,
          moderation: { state: 'hidden', statement: hiddenStatement, decision_id: 41 },
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    await expect(canvas.getAllByText('Sakriven')).toHaveLength(2);
    const notice = within(canvas.getByRole('alert'));
    await expect(notice.getByText('Oglas je sakriven i drugi korisnici ga ne vide.')).toBeVisible();
    await expect(notice.getByText(`Obrazloženje: ${hiddenStatement}`)).toBeVisible();
    await userEvent.click(
      notice.getByRole('link', { name: 'Pogledaj obrazloženje i podnesi žalbu' }),
    );
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(
      'Stranica: /appeals/41',
    );
  },
};

export const AuthorPendingApproval: Story = {
  render: authorPage,
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getAd', {
          ...ad,
          moderation: { state: 'pending', statement: null, decision_id: null },
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    await expect(canvas.getAllByText('Čeka odobrenje')).toHaveLength(2);
    await expect(
      canvas.queryByRole('link', { name: 'Pogledaj obrazloženje i podnesi žalbu' }),
    ).not.toBeInTheDocument();
  },
};

/** A listed ad says nothing about moderation. */
export const AuthorLive: Story = {
  render: authorPage,
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getAd', {
          ...ad,
          moderation: { state: 'live', statement: null, decision_id: null },
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    await expect(canvas.queryByText('Objavljen')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
