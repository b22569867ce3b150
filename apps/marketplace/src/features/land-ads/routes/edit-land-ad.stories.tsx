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
import { fill } from '../../../testing/form-steps';
import { Component } from './edit-land-ad';

const ad = fixtureLandAds.recreationalHercegNovi;
const page = (userId: number, id: number = ad.id) =>
  renderPage({
    path: paths.editLandAd.path,
    initialEntry: paths.editLandAd.href(id),
    Component,
    userId,
  });

const meta = {
  title: 'Pages/EditLandAd',
  render: page(fixtureUsers.landOwner.id),
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
    await expect(await canvas.findByText('Greška pri učitavanju oglasa')).toBeVisible();
  },
};

/** Another land owner's ad. */
export const NotAuthor: Story = {
  render: page(fixtureUsers.secondLandOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nemate dozvolu da uređujete ovaj oglas')).toBeVisible();
  },
};

/** The form starts from the ad; an existing image is deleted; saving goes to /my-ads. */
export const Saved: Story = {
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/Naslov/)).toHaveValue(ad.title);
    await expect(canvas.getByRole('combobox', { name: 'Grad' })).toHaveTextContent('Herceg Novi');
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni sliku 3' }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Ukloni sliku 3' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Ukloni sliku 2' })).toBeVisible();
    await fill(canvas, /^Cena \(€\)/, '60000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj izmene' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/my-ads');
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Izmene su sačuvane')).toBeVisible();
  },
};

export const ImageDeleteFailure: Story = {
  parameters: { msw: { handlers: [handlerOverrides.deleteAdImageError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ukloni sliku 1' }));
    await expect(await canvas.findByText('Greška pri brisanju slike')).toBeVisible();
  },
};

export const UpdateFailure: Story = {
  parameters: { msw: { handlers: [handlerOverrides.updateAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj izmene' }));
    await expect(await canvas.findByText('Greška pri ažuriranju oglasa')).toBeVisible();
  },
};

export const WrongRole: Story = {
  render: page(fixtureUsers.businessOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pristup odbijen')).toBeVisible();
    await expect(
      canvas.getByText('Samo vlasnici zemljišta mogu pristupiti ovoj stranici.'),
    ).toBeVisible();
  },
};

/** The plot's facts start from the ad. */
export const PrefilledFacts: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Katastarska opština')).toHaveValue(
      ad.cadastral_municipality,
    );
    await expect(canvas.getByRole('textbox', { name: 'Broj parcele' })).toHaveValue(
      ad.parcel_number,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Struja' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Voda' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Gas' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Cena je po dogovoru' })).toHaveProperty(
      'checked',
      ad.price_negotiable,
    );
  },
};
