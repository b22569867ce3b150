import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  fixtureBusinessAds,
  fixtureLandAds,
  fixtureUsers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './my-ads';

const page = (userId: number) => renderPage({ path: paths.myAds.path, Component, userId });

const meta = {
  title: 'Pages/MyAds',
  render: page(fixtureUsers.landOwner.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const { landOwner, businessOwner } = fixtureUsers;
// The land owner also sold a business once: both kinds in one list.
const mixedSeed = {
  businessAds: [
    {
      ...fixtureBusinessAds.restaurantZagreb,
      author_id: landOwner.id,
      created_at: '2024-10-04T00:00:00.000Z',
    },
  ],
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('listMyAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.listMyAdsError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju vaših oglasa')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pokušaj ponovo' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        handlerOverrides.listMyAdsEmpty,
        handlerOverrides.listMyBusinessAdsEmpty,
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nemate objavljenih oglasa')).toBeVisible();
  },
};

const card = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('article', { name: title }));
const link = (canvas: Canvas, title: string, name: string) =>
  card(canvas, title).getByRole('link', { name });

/** Land and business ads together, newest first, with view and edit links and the total. */
export const LandAndBusinessAds: Story = {
  parameters: { msw: { handlers: createHandlers({ seed: mixedSeed }) } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      fixtureLandAds.recreationalHercegNovi.title,
      fixtureBusinessAds.restaurantZagreb.title,
      fixtureLandAds.agriculturalNoviSad.title,
      fixtureLandAds.forestSremskaMitrovica.title,
    ]);
    const business = fixtureBusinessAds.restaurantZagreb;
    await expect(link(canvas, business.title, 'Pogledaj detalje')).toHaveAttribute(
      'href',
      paths.businessAd.href(business.id),
    );
    await expect(link(canvas, business.title, 'Uredi')).toHaveAttribute(
      'href',
      paths.editBusinessAd.href(business.id),
    );
    const land = fixtureLandAds.agriculturalNoviSad;
    await expect(link(canvas, land.title, 'Pogledaj detalje')).toHaveAttribute(
      'href',
      paths.landAd.href(land.id),
    );
    await expect(link(canvas, land.title, 'Uredi')).toHaveAttribute(
      'href',
      paths.editLandAd.href(land.id),
    );
    await expect(canvas.getByText('Ukupno oglasa: 4')).toBeVisible();
  },
};

export const BusinessOwner: Story = {
  render: page(businessOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ukupno oglasa: 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Postavi oglas za biznis' })).toBeVisible();
  },
};

async function confirmDelete(canvas: Canvas, title: string) {
  await canvas.findAllByRole('article');
  await userEvent.click(card(canvas, title).getByRole('button', { name: 'Obriši' }));
  const dialog = await within(document.body).findByRole('alertdialog');
  await waitFor(() =>
    expect(
      within(dialog).getByText('Da li ste sigurni da želite da obrišete ovaj oglas?'),
    ).toBeVisible(),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
}

/** Delete asks first; the ad then leaves the list and the total. */
export const Delete: Story = {
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    const title = fixtureLandAds.agriculturalNoviSad.title;
    await confirmDelete(canvas, title);
    await expect(await canvas.findByText('Ukupno oglasa: 2')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    // A short confirmation.
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Oglas je obrisan')).toBeVisible();
  },
};

export const DeleteFailure: Story = {
  parameters: { msw: { handlers: [handlerOverrides.deleteAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await confirmDelete(canvas, fixtureLandAds.agriculturalNoviSad.title);
    await expect(await canvas.findByText('Greška pri brisanju oglasa')).toBeVisible();
  },
};

/**
 * The author marks an ad sold: the card shows 'Prodato' and a toast confirms it; the
 * author also sees each ad's view count.
 */
export const MarkSold: Story = {
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: {
    msw: {
      handlers: createHandlers({
        seed: { landAds: [{ ...fixtureLandAds.recreationalHercegNovi, view_count: 12 }] },
      }),
    },
  },
  play: async ({ canvas }) => {
    const ad = fixtureLandAds.recreationalHercegNovi;
    await canvas.findAllByRole('article');
    const adCard = card(canvas, ad.title);
    await expect(adCard.getByText('Pregleda: 12')).toBeVisible();
    await expect(adCard.getByRole('combobox', { name: 'Status oglasa' })).toHaveTextContent(
      'Aktivan',
    );
    await userEvent.click(adCard.getByRole('combobox', { name: 'Status oglasa' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Prodato' }));
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Status oglasa je promenjen')).toBeVisible();
    // The chip beside the type, besides the select's own value.
    await waitFor(() =>
      expect(
        canvas.getByRole('article', { name: ad.title }).querySelector('[data-status="sold"]'),
      ).toHaveTextContent('Prodato'),
    );
  },
};

/** The status could not be changed: a toast says so and the card keeps its status. */
export const StatusChangeFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/ads/:id/status', () =>
          HttpResponse.json({ message: 'Greška' }, { status: 500 }),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const ad = fixtureLandAds.recreationalHercegNovi;
    await canvas.findAllByRole('article');
    await userEvent.click(card(canvas, ad.title).getByRole('combobox', { name: 'Status oglasa' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Rezervisano' }),
    );
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(
      await within(region).findByText('Greška pri promeni statusa oglasa'),
    ).toBeVisible();
    await expect(
      card(canvas, ad.title).getByRole('combobox', { name: 'Status oglasa' }),
    ).toHaveTextContent('Aktivan');
  },
};

/** A business ad is reserved the same way (its own endpoint). */
export const ReserveBusinessAd: Story = {
  render: page(businessOwner.id),
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    const ad = fixtureBusinessAds.restaurantZagreb;
    await canvas.findAllByRole('article');
    await userEvent.click(card(canvas, ad.title).getByRole('combobox', { name: 'Status oglasa' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Rezervisano' }),
    );
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Status oglasa je promenjen')).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('article', { name: ad.title }).querySelector('[data-status="reserved"]'),
      ).toHaveTextContent('Rezervisano'),
    );
  },
};

/** Where each ad stands with moderation: a chip on the ads it holds back, none on listed ones. */
export const ModerationStates: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('listMyAds', [
          {
            ...fixtureLandAds.agriculturalNoviSad,
            moderation: { state: 'pending', statement: null, decision_id: null },
          },
          {
            ...fixtureLandAds.forestSremskaMitrovica,
            moderation: { state: 'hidden', statement: 'Duplikat oglasa.', decision_id: 41 },
          },
          {
            ...fixtureLandAds.recreationalHercegNovi,
            moderation: { state: 'live', statement: null, decision_id: null },
          },
        ]),
        jsonHandler('listMyBusinessAds', [
          {
            ...fixtureBusinessAds.restaurantZagreb,
            author_id: landOwner.id,
            moderation: { state: 'rejected', statement: 'Zabranjena delatnost.', decision_id: 52 },
          },
        ]),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await expect(
      card(canvas, fixtureLandAds.agriculturalNoviSad.title).getByText('Čeka odobrenje'),
    ).toBeVisible();
    await expect(
      card(canvas, fixtureLandAds.forestSremskaMitrovica.title).getByText('Sakriven'),
    ).toBeVisible();
    await expect(
      card(canvas, fixtureBusinessAds.restaurantZagreb.title).getByText('Odbijen'),
    ).toBeVisible();
    const live = card(canvas, fixtureLandAds.recreationalHercegNovi.title);
    await expect(live.queryByText('Objavljen')).not.toBeInTheDocument();
    await expect(live.queryByText('Čeka odobrenje')).not.toBeInTheDocument();
  },
};
