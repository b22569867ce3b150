import { generatedLandAds } from '../../../testing/generated-ads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LandAd } from '@marketplace/api-client';
import {
  createHandlers,
  createMockApi,
  errorHandler,
  fixtureLandAds,
  fixtureUsers,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { addressTestId, withAddressBar } from '../../../testing/address-probe';
import { renderPage } from '../../../testing/render-page';
import { Component } from './real-estate';

const page = (userId?: number, initialEntry?: string) =>
  renderPage({
    path: paths.realEstate.path,
    Component: withAddressBar(Component),
    userId,
    initialEntry,
  });

const meta = {
  title: 'Pages/RealEstate',
  render: page(fixtureUsers.investor.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed-out visitors get a prompt to sign in and no ads. */
export const SignedOut: Story = {
  render: page(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prijavite se za pristup oglasima')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prijava' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByText(fixtureLandAds.agriculturalNoviSad.title)).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('searchAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Učitavanje oglasa…'));
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [errorHandler('searchAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load ads')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('searchAds', {
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
  },
};

/** The ads with the home page's search; the text search runs on the server. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title)).toBeVisible();
    await expect(canvas.queryByText(fixtureLandAds.deletedNis.title)).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox'), 'Fruške');
    await expect(
      await canvas.findByText(fixtureLandAds.forestSremskaMitrovica.title),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText(fixtureLandAds.agriculturalNoviSad.title)).toBeNull(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno oglasa: 1');
  },
};

/** Text search ignores diacritics and script: 'Сарајево' finds 'Gradsko zemljište u centru Sarajeva'. */
export const CyrillicQuery: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title);
    await userEvent.type(canvas.getByRole('searchbox'), 'Сарајев');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(
      canvas.getByRole('heading', { name: fixtureLandAds.residentialSarajevo.title }),
    ).toBeVisible();
  },
};

/** A shared link to a city and a land type: the filters open, filled, with the one match. */
export const SharedLink: Story = {
  render: page(
    fixtureUsers.investor.id,
    '/nekretnine?country_id=1&city_id=102&land_type=agricultural&area_min=10000',
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(
      canvas.getByRole('heading', { name: fixtureLandAds.agriculturalNoviSad.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Država' })).toHaveTextContent('Srbija');
    await expect(canvas.getByRole('combobox', { name: 'Grad' })).toHaveTextContent('Novi Sad');
    await expect(canvas.getByRole('checkbox', { name: 'Poljoprivredno zemljište' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Minimalna površina (m²)' })).toHaveValue(
      10000,
    );
    // Reset clears the panel and the address, and the filters stay open.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(/^\/nekretnine$/);
    await expect(
      canvas.getByRole('checkbox', { name: 'Poljoprivredno zemljište' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Grad' })).toBeDisabled();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(1));
  },
};

const fortyAds: LandAd[] = generatedLandAds(40, 3);

/** More results than one page: 'Prikaži još' with the number still to come. */
export const MorePages: Story = {
  parameters: { msw: { handlers: createHandlers({ seed: { landAds: fortyAds } }) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno oglasa: 40');
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži još (16)' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(40));
    const list = canvas.getByRole('list', { name: 'Oglasi' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(40);
  },
};

/**
 * A sold ad leaves the results unless 'Prikaži i prodate oglase' is checked; the choice
 * is kept in the address, and 'Reset' clears it.
 */
export const IncludeSold: Story = {
  play: async ({ canvas }) => {
    const sold = fixtureLandAds.agriculturalBitolj;
    await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title);
    await expect(canvas.queryByText(sold.title)).toBeNull();
    const includeSold = canvas.getByRole('checkbox', { name: 'Prikaži i prodate oglase' });
    await expect(includeSold).not.toBeChecked();
    await userEvent.click(includeSold);
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(
      /^\/nekretnine\?include_sold=true$/,
    );
    const card = await canvas.findByRole('article', { name: sold.title });
    await expect(within(card).getByText('Prodato')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset' }));
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(/^\/nekretnine$/);
    await expect(
      canvas.getByRole('checkbox', { name: 'Prikaži i prodate oglase' }),
    ).not.toBeChecked();
    await waitFor(() => expect(canvas.queryByText(sold.title)).toBeNull());
  },
};

/** A shared link with include_sold=true shows the sold ads and the box checked. */
export const IncludeSoldFromAddress: Story = {
  render: page(fixtureUsers.investor.id, '/nekretnine?include_sold=true'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtureLandAds.agriculturalBitolj.title)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Prikaži i prodate oglase' })).toBeChecked();
  },
};

// Saving the search.

const dialogBody = within(document.body);
const savedSearchApi = createMockApi();

/** Without a criterion there is nothing to save: the button waits and says why. */
export const SaveSearchNeedsCriteria: Story = {
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Sačuvaj pretragu' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(
      'Izaberite bar jedan kriterijum pretrage da biste je sačuvali.',
    );
  },
};

/** 'Sačuvaj pretragu' keeps the search in the address, with the chosen frequency; a toast confirms. */
export const SaveSearch: Story = {
  render: page(
    fixtureUsers.investor.id,
    '/nekretnine?q=vo%C4%87njak&country_id=1&land_type=agricultural&price_max=50000',
  ),
  parameters: { msw: { handlers: savedSearchApi.handlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj pretragu' }));
    const dialog = await dialogBody.findByRole('dialog', { name: 'Sačuvaj pretragu' });
    await expect(within(dialog).getByRole('radio', { name: 'Odmah' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jednom dnevno' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    const toasts = within(await dialogBody.findByRole('region', { name: /Obaveštenja \(/ }));
    await expect(await toasts.findByText('Pretraga je sačuvana')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [saved] = savedSearchApi.db.savedSearches;
    await expect(saved).toMatchObject({
      kind: 'land',
      frequency: 'daily',
      params: { q: 'voćnjak', country_id: 1, land_type: ['agricultural'], price_max: 50000 },
    });
    await expect(saved?.params).not.toHaveProperty('cursor');
  },
};

/** A refusal (the limit of 20) shows the server's message in the dialog, which stays open. */
export const SaveSearchRefused: Story = {
  render: page(fixtureUsers.investor.id, '/nekretnine?country_id=2'),
  parameters: {
    msw: {
      handlers: [
        jsonHandler('createSavedSearch', { message: 'Možete sačuvati najviše 20 pretraga.' }, 400),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj pretragu' }));
    const dialog = await dialogBody.findByRole('dialog', { name: 'Sačuvaj pretragu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Možete sačuvati najviše 20 pretraga.',
    );
  },
};

// Phones: the results start on the first screen; the filters wait in a sheet.

const phone = { viewport: { value: 'narrow', isRotated: false } };

/** Closed: the search box and 'Filteri (2)' above the results, the first card on the screen. */
export const PhoneFiltersClosed: Story = {
  globals: phone,
  render: page(fixtureUsers.investor.id, '/nekretnine?country_id=1&price_min=10000'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    const [first] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filteri (2)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Filters/ })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Država' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Prikaži i prodate oglase' })).toBeNull();
  },
};

/**
 * Open: the sheet holds the filters and 'Prikaži i prodate oglase'; a change goes to the address
 * and the results at once, and Escape closes the sheet onto 'Filteri (4)'.
 */
export const PhoneFiltersOpen: Story = {
  globals: phone,
  render: page(fixtureUsers.investor.id, '/nekretnine?country_id=1&price_min=10000'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    const button = canvas.getByRole('button', { name: 'Filteri (2)' });
    await userEvent.click(button);
    const sheet = await dialogBody.findByRole('dialog', { name: 'Filteri' });
    const inSheet = within(sheet);
    await expect(inSheet.getByRole('combobox', { name: 'Država' })).toHaveTextContent('Srbija');
    await expect(inSheet.getByRole('spinbutton', { name: 'Minimalna cena' })).toHaveValue(10000);
    await userEvent.type(inSheet.getByRole('spinbutton', { name: 'Maksimalna cena' }), '30000');
    await userEvent.click(inSheet.getByRole('checkbox', { name: 'Prikaži i prodate oglase' }));
    await waitFor(() =>
      expect(canvas.getByTestId(addressTestId)).toHaveTextContent(
        /^\/nekretnine\?country_id=1&price_min=10000&price_max=30000&include_sold=true$/,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName('Filteri (4)');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(
      canvas.getByRole('article', { name: fixtureLandAds.forestSremskaMitrovica.title }),
    ).toBeVisible();
  },
};
