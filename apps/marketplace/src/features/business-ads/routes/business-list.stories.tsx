import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  createHandlers,
  fixtureBusinessAds,
  fixtureUsers,
  handlerOverrides,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './business-list';

const page = (userId?: number) => renderPage({ path: paths.business.path, Component, userId });

const meta = {
  title: 'Pages/BusinessList',
  render: page(fixtureUsers.investor.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { restaurantZagreb, itCompanyBelgrade } = fixtureBusinessAds;

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
  parameters: { msw: { handlers: [loadingHandler('listBusinessAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.listBusinessAdsError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju oglasa za biznise')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [handlerOverrides.listBusinessAdsEmpty, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema pronađenih oglasa')).toBeVisible();
    await expect(canvas.getByText('Pokušajte da promenite kriterijume pretrage')).toBeVisible();
  },
};

/** An investor sees every ad and filters in the browser; 'Resetuj' clears the criteria. */
export const Investor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(restaurantZagreb.title)).toBeVisible();
    await expect(canvas.getByText(itCompanyBelgrade.title)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: 'Postavi oglas za biznis' }),
    ).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox'), 'veb aplikacija');
    await expect(canvas.queryByText(restaurantZagreb.title)).not.toBeInTheDocument();
    await expect(canvas.getByText(itCompanyBelgrade.title)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filteri' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resetuj' }));
    await expect(await canvas.findByText(restaurantZagreb.title)).toBeVisible();
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
