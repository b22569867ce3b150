import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { http } from 'msw';
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

/** The multipart body the last create sent (read before the mock handler answers). */
let sentForm: FormData | null = null;
const lastSent = (): FormData | null => sentForm;
const recordCreate = http.post('*/api/business-ads', async ({ request }) => {
  sentForm = await request.clone().formData();
  // Falls through to the mock API, which creates the ad.
});

/** Issue 11: the financials and terms of sale travel with the ad. */
export const WithFinancials: Story = {
  parameters: { msw: { handlers: [recordCreate, ...createHandlers()] } },
  play: async ({ canvas }) => {
    sentForm = null;
    await canvas.findByRole('heading', { name: 'Finansije i uslovi prodaje' });
    await fillRequired(canvas);
    await fill(canvas, 'Godišnja dobit (EBITDA, €)', '40000');
    await chooseOption(canvas, 'Poslovni prostor', 'Zakup');
    await fill(canvas, 'Razlog prodaje', 'Odlazak u penziju');
    await chooseOption(canvas, 'Prodavac prihvata plaćanje na rate', 'Da');
    await submit(canvas);
    await expect(await canvas.findByText('Oglas za biznis je uspešno kreiran!')).toBeVisible();
    await expect(lastSent()?.get('annual_profit')).toBe('40000');
    await expect(lastSent()?.get('premises')).toBe('leased');
    await expect(lastSent()?.get('reason_for_sale')).toBe('Odlazak u penziju');
    await expect(lastSent()?.get('seller_financing')).toBe('true');
  },
};

/** Issue 11: a profit with three decimals: the message, and the profit field marked. */
export const ProfitError: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await fill(canvas, 'Godišnja dobit (EBITDA, €)', '1.234');
    await submit(canvas);
    const message = 'Godišnja dobit mora biti broj';
    await expect(await canvas.findByText(message)).toBeVisible();
    const profit = canvas.getByRole('spinbutton', { name: 'Godišnja dobit (EBITDA, €)' });
    await expect(profit).toHaveAttribute('aria-invalid', 'true');
    await expect(profit).toHaveAccessibleDescription(message);
  },
};
