import { generatedBusinessAds } from '../../../testing/generated-ads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BusinessAd } from '@marketplace/api-client';
import {
  createHandlers,
  createMockApi,
  errorHandler,
  fixtureBusinessAds,
  fixtureUsers,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { addressTestId, withAddressBar } from '../../../testing/address-probe';
import { renderPage } from '../../../testing/render-page';
import { Component } from './business-list';

const page = (userId?: number, initialEntry?: string) =>
  renderPage({
    path: paths.business.path,
    Component: withAddressBar(Component),
    userId,
    initialEntry,
  });

const meta = {
  title: 'Pages/BusinessList',
  render: page(fixtureUsers.investor.id),
  // The signed-in part of the page is its own chunk; load it first so every story starts equal.
  loaders: [() => import('../components/business-ads-browser')],
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const {
  restaurantZagreb,
  itCompanyBelgrade,
  shopPodgorica,
  transportBanjaLuka,
  dentalOfficeSkoplje,
} = fixtureBusinessAds;
const body = within(document.body);

/** The card titles in the grid, in order. */
const cardTitles = (canvas: { getAllByRole: (role: 'article') => HTMLElement[] }) =>
  canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');

/** spec §2: signed-out visitors get the prompt and no ads. */
export const SignedOut: Story = {
  render: page(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Biznisi' })).toBeVisible();
    await expect(canvas.getByText('Prijavite se za pristup oglasima')).toBeVisible();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await expect(canvas.queryByText(restaurantZagreb.title)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('searchBusinessAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Učitavanje oglasa…'));
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [errorHandler('searchBusinessAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju oglasa za biznise')).toBeVisible();
    // No dead ends: a way to try again beside the spec's text.
    await expect(canvas.getByRole('button', { name: 'Pokušaj ponovo' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('searchBusinessAds', {
          items: [],
          total: 0,
          total_is_lower_bound: false,
          next_cursor: null,
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema pronađenih oglasa')).toBeVisible();
    await expect(canvas.getByText('Pokušajte da promenite kriterijume pretrage')).toBeVisible();
  },
};

/** An investor sees every ad and searches on the server; 'Resetuj' clears the criteria. */
export const Investor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(restaurantZagreb.title)).toBeVisible();
    await expect(canvas.getByText(itCompanyBelgrade.title)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: 'Postavi oglas za biznis' }),
    ).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox'), 'veb aplikacija');
    await waitFor(() => expect(canvas.queryByText(restaurantZagreb.title)).not.toBeInTheDocument());
    await expect(canvas.getByText(itCompanyBelgrade.title)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filteri' }));
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent('/business?q=veb+aplikacija');
    await userEvent.click(canvas.getByRole('button', { name: 'Resetuj' }));
    await expect(await canvas.findByText(restaurantZagreb.title)).toBeVisible();
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(/^\/business$/);
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno oglasa: 5');
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(restaurantZagreb.title);
    await userEvent.type(canvas.getByRole('searchbox'), 'nepostojeći pojam');
    await expect(await canvas.findByText('Nema pronađenih oglasa')).toBeVisible();
  },
};

/** Business owners get the button to post a business ad. */
export const BusinessOwner: Story = {
  render: page(fixtureUsers.businessOwner.id),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Postavi oglas za biznis' }),
    ).toHaveAttribute('href', paths.createBusinessAd.href());
  },
};

/** spec §6: descriptions are for investors and the author; others see the hint on the card. */
export const DescriptionVisibility: Story = {
  render: page(fixtureUsers.businessOwner.id),
  play: async ({ canvas }) => {
    const card = async (title: string) =>
      within(await canvas.findByRole('article', { name: title }));
    // The viewer's own ad shows its description; another owner's does not.
    await expect(
      (await card(itCompanyBelgrade.title)).queryByText('Opis je dostupan samo investitorima'),
    ).toBeNull();
    await expect(
      (await card(transportBanjaLuka.title)).getByText('Opis je dostupan samo investitorima'),
    ).toBeVisible();
  },
};

/** Sorted by revenue: the highest first, ads without a revenue last. */
export const SortByRevenue: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(restaurantZagreb.title);
    const sort = canvas.getByRole('combobox', { name: 'Sortiranje' });
    await userEvent.click(sort);
    await userEvent.click(await body.findByRole('option', { name: 'Prihod: od najvećeg' }));
    await waitFor(() =>
      expect(cardTitles(canvas)).toEqual([
        itCompanyBelgrade.title,
        transportBanjaLuka.title,
        restaurantZagreb.title,
        dentalOfficeSkoplje.title,
        shopPodgorica.title,
      ]),
    );
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(
      '/business?sort=revenue_desc',
    );
  },
};

/**
 * A shared link with a type and a revenue bound: the filters open, filled; spec §5, a revenue
 * bound leaves out the ads without a revenue.
 */
export const FromAddress: Story = {
  render: page(fixtureUsers.investor.id, '/business?business_type=technology_it&revenue_min=0'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardTitles(canvas)).toEqual([itCompanyBelgrade.title]));
    await expect(canvas.getByRole('button', { name: 'Filteri' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Tip biznisa' })).toHaveTextContent(
      'Tehnologija i IT',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tip biznisa' }));
    await userEvent.click(await body.findByRole('option', { name: 'Svi tipovi' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.queryByRole('article', { name: shopPodgorica.title })).toBeNull();
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(
      /^\/business\?revenue_min=0$/,
    );
  },
};

const thirtyAds: BusinessAd[] = generatedBusinessAds(30, 5);

/** More results than one page: 24 cards, then 'Prikaži još' brings the rest. */
export const MorePages: Story = {
  parameters: { msw: { handlers: createHandlers({ seed: { businessAds: thirtyAds } }) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno oglasa: 30');
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži još (6)' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(30));
    await expect(canvas.queryByRole('button', { name: /Prikaži još/ })).toBeNull();
  },
};

const withSoldShop = Object.values(fixtureBusinessAds).map((ad) =>
  ad.id === fixtureBusinessAds.shopPodgorica.id ? { ...ad, status: 'sold' as const } : ad,
);

/** A sold business leaves the results unless asked for; kept in the address, reset. */
export const IncludeSold: Story = {
  parameters: { msw: { handlers: createHandlers({ seed: { businessAds: withSoldShop } }) } },
  play: async ({ canvas }) => {
    await canvas.findByText(restaurantZagreb.title);
    await expect(canvas.queryByText(shopPodgorica.title)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Prikaži i prodate oglase' }));
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(
      /^\/business\?include_sold=true$/,
    );
    const card = await canvas.findByRole('article', { name: shopPodgorica.title });
    await expect(within(card).getByText('Prodato')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filteri' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resetuj' }));
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(/^\/business$/);
    await waitFor(() => expect(canvas.queryByText(shopPodgorica.title)).toBeNull());
  },
};

const businessSearchApi = createMockApi();

/** /business saves its own kind of search, with the business parameters. */
export const SaveSearch: Story = {
  render: page(
    fixtureUsers.investor.id,
    '/business?business_type=technology_it&revenue_min=100000',
  ),
  parameters: { msw: { handlers: businessSearchApi.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj pretragu' }));
    const dialog = await body.findByRole('dialog', { name: 'Sačuvaj pretragu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    const toasts = within(await body.findByRole('region', { name: /Obaveštenja \(/ }));
    await expect(await toasts.findByText('Pretraga je sačuvana')).toBeVisible();
    await expect(businessSearchApi.db.savedSearches[0]).toMatchObject({
      kind: 'business',
      frequency: 'instant',
      params: { business_type: ['technology_it'], revenue_min: 100000 },
    });
  },
};

export const SaveSearchNeedsCriteria: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sačuvaj pretragu' })).toBeDisabled();
  },
};

// Phones: the hero is its title, the results start on the first screen; the filters in a sheet.

const phone = { viewport: { value: 'narrow', isRotated: false } };

/** Closed: the hero's title, the search box and 'Filteri' above the results. */
export const PhoneFiltersClosed: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    const [first] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Biznisi' })).toBeVisible();
    await expect(
      canvas.getByText('Biznisi na prodaju u regionu: restorani, firme, radnje i proizvodnja.'),
    ).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filteri' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(canvas.queryByRole('button', { name: 'Resetuj' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Država' })).toBeNull();
  },
};

/** Open: a type chosen in the sheet narrows the results behind it; Escape shows 'Filteri (1)'. */
export const PhoneFiltersOpen: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    const button = canvas.getByRole('button', { name: 'Filteri' });
    await userEvent.click(button);
    const sheet = await body.findByRole('dialog', { name: 'Filteri' });
    const type = within(sheet).getByRole('combobox', { name: 'Tip biznisa' });
    await userEvent.click(type);
    await userEvent.click(await body.findByRole('option', { name: 'Zdravstvo' }));
    await waitFor(() => expect(type).toHaveFocus());
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(
      /^\/business\?business_type=healthcare$/,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName('Filteri (1)');
    await waitFor(() => expect(cardTitles(canvas)).toEqual([dentalOfficeSkoplje.title]));
  },
};
