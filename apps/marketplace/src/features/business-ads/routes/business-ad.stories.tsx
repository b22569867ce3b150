import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  createHandlers,
  fixtureBusinessAds,
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
  },
};
