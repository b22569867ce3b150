import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  createHandlers,
  fixtureLandAds,
  fixtureUsers,
  handlerOverrides,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './real-estate';

const page = (userId?: number) => renderPage({ path: paths.realEstate.path, Component, userId });

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
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('listAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.listAdsError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load ads')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [handlerOverrides.listAdsEmpty, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema pronađenih oglasa')).toBeVisible();
  },
};

/** The ads with the home page's search; the text filter narrows them in the browser. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title)).toBeVisible();
    await expect(canvas.queryByText(fixtureLandAds.deletedNis.title)).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox'), 'Fruške');
    await expect(
      await canvas.findByText(fixtureLandAds.forestSremskaMitrovica.title),
    ).toBeVisible();
    await expect(canvas.queryByText(fixtureLandAds.agriculturalNoviSad.title)).toBeNull();
  },
};
