import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  fixtureLandAds,
  fixtureUsers,
  handlerOverrides,
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
    await expect(
      canvas.getByText('45.000 €', { normalizer: (s) => s.replace(/\s/g, ' ') }),
    ).toBeVisible();
    await expect(canvas.getByText('Novi Sad, Srbija')).toBeVisible();
    await expect(canvas.getByText('Poljoprivredno zemljište')).toBeVisible();
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
  },
};
