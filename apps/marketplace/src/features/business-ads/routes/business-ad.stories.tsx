import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  fixtureBusinessAds,
  fixtureImage,
  fixtureUsers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { Component } from './business-ad';

const ad = fixtureBusinessAds.restaurantZagreb;
const page = (userId: number, id: number = ad.id) =>
  renderPage({
    path: paths.businessAd.path,
    initialEntry: paths.businessAd.href(id),
    Component,
    userId,
  });

const meta = {
  title: 'Pages/BusinessAd',
  render: page(fixtureUsers.investor.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('getBusinessAd'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [handlerOverrides.getBusinessAdNotFound, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Oglas za biznis nije pronađen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nazad na biznis oglase' })).toHaveAttribute(
      'href',
      '/business',
    );
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.getBusinessAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju oglasa')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nazad na biznis oglase' })).toBeVisible();
  },
};

/** An investor reads the description and contacts the owner about this business ad. */
export const Investor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: ad.title })).toBeVisible();
    await expect(canvas.getAllByText('Restoran i ugostiteljstvo').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Zagreb, Hrvatska').length).toBeGreaterThan(0);
    await expect(canvas.getByText(ad.description)).toBeVisible();
    await expect(canvas.getByText(ad.author_name)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Uredi oglas' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Kontaktiraj vlasnika' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(
      `/messages?adId=${ad.id}&receiverId=${ad.author_id}&sendInitial=1&adType=business`,
    );
  },
};

/** The author may edit; contacting is for investors only. */
export const Author: Story = {
  render: page(fixtureUsers.businessOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Uredi oglas' })).toHaveAttribute(
      'href',
      paths.editBusinessAd.href(ad.id),
    );
    await expect(canvas.getByText('Kontakt opcija je dostupna samo investitorima')).toBeVisible();
    await expect(canvas.getByText(ad.description)).toBeVisible();
  },
};

/** A land owner gets no description and no contact button. */
export const OtherRole: Story = {
  render: page(fixtureUsers.landOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Opis je dostupan samo investitorima')).toBeVisible();
    await expect(canvas.getByText('Kontakt opcija je dostupna samo investitorima')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Kontaktiraj vlasnika' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Uredi oglas' })).not.toBeInTheDocument();
  },
};

/** 'Broj zaposlenih: 14': the label names the unit, the value is the bare count. */
export const EmployeeCount: Story = {
  play: async ({ canvas }) => {
    const facts = await canvas.findByRole('region', { name: 'Podaci o biznisu' });
    const label = within(facts).getByText('Broj zaposlenih');
    await expect(label.nextElementSibling).toHaveTextContent(/^14$/);
    await expect(canvas.queryByText(/14 zaposlenih/)).not.toBeInTheDocument();
  },
};

/** No revenue, employees or founding year. */
export const WithoutBusinessDetails: Story = {
  render: page(fixtureUsers.investor.id, fixtureBusinessAds.shopPodgorica.id),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Dodatne informacije o biznisu nisu dostupne'),
    ).toBeVisible();
  },
};

export const Deleted: Story = {
  parameters: {
    msw: {
      handlers: [jsonHandler('getBusinessAd', { ...ad, deleted: true }), ...createHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Ovaj oglas je obrisan. Više nije dostupan javno, ali možete videti detalje zbog istorije poruka.',
      ),
    ).toBeVisible();
    // A deleted ad's page offers no share, heart, report or contact (no dead ends).
    for (const name of [
      'Podeli',
      'Sačuvaj oglas',
      'Sačuvano',
      'Prijavi oglas',
      'Kontaktiraj vlasnika',
    ]) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  },
};

const row = (container: HTMLElement, label: string) =>
  within(container).getByText(label).closest('div') as HTMLElement;

/** Investors see the financials: profit, the asking multiple, why and how it is sold. */
export const Financials: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('region', { name: 'Finansije i uslovi prodaje' });
    await expect(row(table, 'Godišnja dobit (EBITDA)')).toHaveTextContent('95K €');
    // 350.000 € ÷ 95.000 €
    await expect(row(table, 'Cena / godišnja dobit')).toHaveTextContent('3,7×');
    await expect(row(table, 'Razlog prodaje')).toHaveTextContent(
      'Preseljenje vlasnika u inostranstvo',
    );
    await expect(row(table, 'Plaćanje na rate')).toHaveTextContent('Da');
    await expect(row(table, 'Poslovni prostor')).toHaveTextContent('Zakup');
  },
};

/** The financials follow the description rule: a land owner sees none. */
export const FinancialsHidden: Story = {
  render: page(fixtureUsers.landOwner.id),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    await expect(
      canvas.queryByRole('region', { name: 'Finansije i uslovi prodaje' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByText('Razlog prodaje')).not.toBeInTheDocument();
  },
};

/** A loss: the profit shows, the asking multiple does not. */
export const LossWithoutMultiple: Story = {
  render: page(fixtureUsers.investor.id, fixtureBusinessAds.transportBanjaLuka.id),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('region', { name: 'Finansije i uslovi prodaje' });
    await expect(within(table).getByText('Godišnja dobit (EBITDA)')).toBeVisible();
    await expect(within(table).queryByText('Cena / godišnja dobit')).not.toBeInTheDocument();
  },
};

/** Breadcrumbs lead to the business list filtered by country and city; number and date. */
export const BreadcrumbsAndNumber: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Putanja' });
    await expect(within(nav).getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Hrvatska' })).toHaveAttribute(
      'href',
      '/business?country_id=2',
    );
    await expect(within(nav).getByRole('link', { name: 'Zagreb' })).toHaveAttribute(
      'href',
      `/business?country_id=2&city_id=${ad.city_id}`,
    );
    await expect(canvas.getByText('Oglas br. 1')).toBeVisible();
    await expect(canvas.getByText(/^Ažurirano: 15\. septembar 2024\.$/)).toBeVisible();
    await expect(canvas.queryByText(/^Pregleda:/)).not.toBeInTheDocument();
  },
};

/** The contact panel: the owner's name, member since, active ads, the spec's button. */
export const Seller: Story = {
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Kontakt' });
    await expect(within(panel).getByText(ad.author_name)).toBeVisible();
    await expect(within(panel).getByText('Član od')).toBeVisible();
    await expect(within(panel).getByText('Aktivnih oglasa')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Kontaktiraj vlasnika' })).toBeVisible();
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
    await expect((window as { copiedLinks?: string[] }).copiedLinks).toEqual([
      window.location.href,
    ]);
  },
};

/** The author sees how many viewed the ad. */
export const AuthorViewCount: Story = {
  render: page(fixtureUsers.businessOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Pregleda: \d+$/)).toBeVisible();
  },
};

export const Reserved: Story = {
  parameters: {
    msw: {
      handlers: [jsonHandler('getBusinessAd', { ...ad, status: 'reserved' }), ...createHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rezervisano')).toBeVisible();
  },
};

export const Sold: Story = {
  parameters: {
    msw: {
      handlers: [jsonHandler('getBusinessAd', { ...ad, status: 'sold' }), ...createHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prodato')).toBeVisible();
  },
};

export const WithoutPhotos: Story = {
  render: page(fixtureUsers.investor.id, fixtureBusinessAds.transportBanjaLuka.id),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByRole('button', { name: /^Otvori sliku/ })).not.toBeInTheDocument();
  },
};

/** The main photo leads (loaded first); the viewer turns through every picture. */
export const PhotosAndViewer: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getBusinessAd', {
          ...ad,
          images: (['biznis-restoran', 'biznis-radnja', 'parcela-grad'] as const).map(
            (name, index) => fixtureImage(120 + index, 'biznis-1', name, index),
          ),
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('button', { name: 'Otvori sliku 1 od 3' });
    await expect(within(main).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await userEvent.click(main);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Slika 1 od 3')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prethodna slika' }));
    await expect(within(dialog).getByText('Slika 3 od 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The heart and 'Prijavi oglas' on a business ad: saved at once, reported with a toast. */
export const SaveAndReport: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    const heart = canvas.getByRole('button', { name: 'Sačuvaj oglas' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Sačuvano');
    await userEvent.click(canvas.getByRole('button', { name: 'Prijavi oglas' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Prijavi oglas' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Pogrešna kategorija' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pošalji prijavu' }));
    const region = await body.findByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Prijava je poslata. Hvala!')).toBeVisible();
  },
};

const phone = { viewport: { value: 'narrow', isRotated: false } };

/** Phones: the price and 'Kontaktiraj vlasnika' in a bar fixed to the bottom (one button on screen). */
export const PhoneContactBar: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ad.title });
    const button = await canvas.findByRole('button', { name: 'Kontaktiraj vlasnika' });
    const bar = button.closest('[data-sticky-action-bar]') as HTMLElement;
    await expect(bar).not.toBeNull();
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(bar).toHaveTextContent('350K €');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

/** Wide screens: no bar; the contact button sits in the seller panel beside the main photo. */
export const WideSellerPanel: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Kontaktiraj vlasnika' });
    await expect(button.closest('[data-sticky-action-bar]')).toBeNull();
    await expect(button.closest('section')).toHaveTextContent(/Prodavac|Kontakt/);
    const photo = canvas.getAllByRole('img')[0]!.getBoundingClientRect();
    const panel = button.closest('section')!.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThan(photo.right - 1);
    await expect(panel.top).toBeLessThan(photo.bottom);
  },
};

// The operator's side: a verified company, and where the author's ad stands with moderation.

const seller = {
  full_name: ad.author_name,
  member_since: '2024-03-05T10:00:00.000Z',
  active_ads: 3,
};

/** A moderator verified the owner's company: the mark in the contact panel. */
export const VerifiedCompany: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getBusinessAd', { ...ad, seller: { ...seller, company_verified: true } }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('region', { name: 'Kontakt' }));
    await expect(panel.getByText('Verifikovana firma')).toBeVisible();
  },
};

export const UnverifiedCompany: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getBusinessAd', { ...ad, seller: { ...seller, company_verified: false } }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Kontakt' });
    await expect(canvas.queryByText('Verifikovana firma')).not.toBeInTheDocument();
  },
};

const authorPage = page(fixtureUsers.businessOwner.id);

/** The author's new ad waits for a moderator: the chip and what it means, no appeal. */
export const AuthorPendingApproval: Story = {
  render: authorPage,
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getBusinessAd', {
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
      canvas.getByText(
        'Oglas čeka odobrenje moderatora. Drugi korisnici ga vide kada bude odobren.',
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: 'Pogledaj obrazloženje i podnesi žalbu' }),
    ).not.toBeInTheDocument();
  },
};

/** A rejected ad: the statement, and the way to the decision and an appeal. */
export const AuthorRejected: Story = {
  render: authorPage,
  parameters: {
    msw: {
      handlers: [
        jsonHandler('getBusinessAd', {
          ...ad,
          moderation: {
            state: 'rejected',
            statement: 'Delatnost iz oglasa nije dozvoljena uslovima korišćenja.',
            decision_id: 52,
          },
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const notice = within(await canvas.findByRole('alert'));
    await expect(notice.getByText('Odbijen')).toBeVisible();
    await expect(notice.getByText('Oglas je odbijen i neće biti objavljen.')).toBeVisible();
    await expect(
      notice.getByText('Obrazloženje: Delatnost iz oglasa nije dozvoljena uslovima korišćenja.'),
    ).toBeVisible();
    await userEvent.click(
      notice.getByRole('link', { name: 'Pogledaj obrazloženje i podnesi žalbu' }),
    );
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(
      'Stranica: /appeals/52',
    );
  },
};
