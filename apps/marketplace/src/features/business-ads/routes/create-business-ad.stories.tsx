import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { createHandlers, fixtureUsers, handlerOverrides } from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { chooseOption, fill } from '../testing/form-steps';
import { Component } from './create-business-ad';

const page = (userId: number) =>
  renderPage({ path: paths.createBusinessAd.path, Component, userId });

const meta = {
  title: 'Pages/CreateBusinessAd',
  render: page(fixtureUsers.businessOwner.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Postavi oglas za biznis' }));

async function fillRequired(canvas: Canvas) {
  await fill(canvas, /Naslov/, 'Pekara u centru');
  await fill(canvas, /Opis biznisa/, 'Pekara sa dugom tradicijom.');
  await fill(canvas, /Cena/, '120000');
  await chooseOption(canvas, 'Tip biznisa', 'Proizvodnja');
  await chooseOption(canvas, 'Država', 'Srbija');
  await chooseOption(canvas, 'Grad', 'Beograd');
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Postavi oglas za biznis' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Grad' })).toBeDisabled();
    await expect(canvas.getByLabelText(/Opis biznisa/)).toHaveAttribute('rows', '4');
    await expect(canvas.getByLabelText(/Godina osnivanja/)).toHaveAttribute('min', '1900');
  },
};

/** spec §5: the required fields are checked before sending. */
export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await submit(canvas);
    await expect(await canvas.findByText('Molimo popunite sva obavezna polja')).toBeVisible();
  },
};

/** Success shows the message, then the list follows 1.5 s later. */
export const Created: Story = {
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await fill(canvas, /Godišnji prihod/, '250000');
    await fill(canvas, /Broj zaposlenih/, '8');
    await fill(canvas, /Godina osnivanja/, '2001');
    await submit(canvas);
    await expect(await canvas.findByText('Oglas za biznis je uspešno kreiran!')).toBeVisible();
    await expect(
      await canvas.findByTestId(locationTestId, {}, { timeout: 4000 }),
    ).toHaveTextContent('/business');
  },
};

/** spec §8: the server's message is shown when it sends one. */
export const CreateFailure: Story = {
  parameters: { msw: { handlers: [handlerOverrides.createBusinessAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await submit(canvas);
    await expect(await canvas.findByText('Molimo popunite sva obavezna polja')).toBeVisible();
  },
};

/** spec §6: only business owners; others see the denial page. */
export const WrongRole: Story = {
  render: page(fixtureUsers.investor.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pristup odbijen')).toBeVisible();
    await expect(
      canvas.getByText('Samo vlasnici biznisa mogu pristupiti ovoj stranici.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Samo vlasnici biznisa mogu kreirati oglase za biznis'),
    ).toBeVisible();
  },
};
