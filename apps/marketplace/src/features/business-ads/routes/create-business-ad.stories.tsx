import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { http } from 'msw';
import {
  createHandlers,
  fixtureUsers,
  handlerOverrides,
  jsonHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { chooseOption, fill } from '../../../testing/form-steps';
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

/** The financials and terms of sale travel with the ad. */
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

/** A profit with three decimals: the message, and the profit field marked. */
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

/** The contract's bounds are on the number fields and the long texts show a live count. */
export const ContractLimits: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    const spin = (name: string) => canvas.getByRole('spinbutton', { name });
    await expect(spin('Cena (€)')).toHaveAttribute('min', '0');
    await expect(spin('Cena (€)')).toHaveAttribute('max', '999999999999.99');
    await expect(spin('Godišnji prihod (€)')).toHaveAttribute('max', '999999999999.99');
    await expect(spin('Broj zaposlenih')).toHaveAttribute('min', '0');
    await expect(spin('Broj zaposlenih')).toHaveAttribute('max', '9999999');
    await expect(spin('Godina osnivanja')).toHaveAttribute('max', String(new Date().getFullYear()));
    const profit = spin('Godišnja dobit (EBITDA, €)');
    await expect(profit).toHaveAttribute('min', '-999999999999.99');
    await expect(profit).toHaveAttribute('max', '999999999999.99');
    const reason = canvas.getByLabelText('Razlog prodaje');
    await expect(reason).toHaveAttribute('maxlength', '1000');
    await expect(reason).toHaveAccessibleDescription('Najviše 1000 karaktera. 0/1000');
    await fill(canvas, 'Razlog prodaje', 'Odlazak u penziju');
    await expect(reason).toHaveAccessibleDescription('Najviše 1000 karaktera. 17/1000');
  },
};

/** No dead ends: an empty submit takes the user to the first field to fill. */
export const EmptySubmitFocusesFirstField: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await submit(canvas);
    await expect(await canvas.findByText('Molimo popunite sva obavezna polja')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/Naslov/)).toHaveFocus());
  },
};

/** The texts filled in, the first empty required choice is the one focused (a select). */
export const MissingTypeFocusesIt: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fill(canvas, /Naslov/, 'Pekara u centru');
    await fill(canvas, /Opis biznisa/, 'Pekara sa dugom tradicijom.');
    await fill(canvas, /Cena/, '120000');
    await submit(canvas);
    await expect(await canvas.findByText('Molimo popunite sva obavezna polja')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Tip biznisa' })).toHaveFocus(),
    );
  },
};

/** Above the contract's 9.999.999: refused before sending, the field marked and focused. */
export const OutOfRangeEmployeeCount: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await fill(canvas, /Broj zaposlenih/, '10000000');
    await submit(canvas);
    const message = 'Polje „Broj zaposlenih“ može biti najviše 9.999.999.';
    await expect(await canvas.findByText(message)).toBeVisible();
    const employees = canvas.getByRole('spinbutton', { name: 'Broj zaposlenih' });
    await expect(employees).toHaveAttribute('aria-invalid', 'true');
    await expect(employees).toHaveAccessibleDescription(message);
    await waitFor(() => expect(employees).toHaveFocus());
    await expect(canvas.getByRole('spinbutton', { name: 'Cena (€)' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** A negative price: the shared message, and the price (not the revenue) marked and focused. */
export const NegativePriceMarksPrice: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await fill(canvas, /Cena/, '-5');
    await submit(canvas);
    await expect(
      await canvas.findByText('Cena i godišnji prihod ne mogu biti negativni'),
    ).toBeVisible();
    const price = canvas.getByRole('spinbutton', { name: 'Cena (€)' });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(price).toHaveFocus());
    await expect(
      canvas.getByRole('spinbutton', { name: 'Godišnji prihod (€)' }),
    ).not.toHaveAttribute('aria-invalid');
  },
};

/** A revenue above the contract's bound: its label and the bound, the field focused. */
export const OutOfRangeRevenue: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await fill(canvas, /Godišnji prihod/, '1000000000000');
    await submit(canvas);
    const message = 'Polje „Godišnji prihod (€)“ može biti najviše 999.999.999.999,99.';
    await expect(await canvas.findByText(message)).toBeVisible();
    const revenue = canvas.getByRole('spinbutton', { name: 'Godišnji prihod (€)' });
    await expect(revenue).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(revenue).toHaveFocus());
  },
};

/** A server refusal that names a field marks it, says which by its label, and focuses it. */
export const ServerRefusesField: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler(
          'createBusinessAd',
          {
            message: 'Neispravan zahtev: polje „Naslov“ može imati najviše 200 karaktera.',
            field: 'title',
          },
          400,
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await submit(canvas);
    const title = canvas.getByLabelText(/Naslov/);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription(
      /Neispravan zahtev: polje „Naslov“ može imati najviše 200 karaktera\./,
    );
  },
};

/** A refusal without a field: every field is filled, so the message itself takes the focus. */
export const RefusalFocusesMessage: Story = {
  parameters: { msw: { handlers: [handlerOverrides.createBusinessAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillRequired(canvas);
    await submit(canvas);
    const message = await canvas.findByText('Molimo popunite sva obavezna polja');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  },
};
