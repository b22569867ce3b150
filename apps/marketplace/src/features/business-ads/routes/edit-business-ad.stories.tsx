import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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
import { fill } from '../../../testing/form-steps';
import { Component } from './edit-business-ad';

const ad = fixtureBusinessAds.restaurantZagreb;
const page = (userId: number, id: number = ad.id) =>
  renderPage({
    path: paths.editBusinessAd.path,
    initialEntry: paths.editBusinessAd.href(id),
    Component,
    userId,
  });

const meta = {
  title: 'Pages/EditBusinessAd',
  render: page(fixtureUsers.businessOwner.id),
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

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.getBusinessAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju oglasa')).toBeVisible();
  },
};

/** Another business owner's ad. */
export const NotAuthor: Story = {
  render: page(fixtureUsers.secondBusinessOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nemate dozvolu da uređujete ovaj oglas')).toBeVisible();
  },
};

/** The form starts from the ad; saving shows the message and returns to the detail. */
export const Saved: Story = {
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Uredi biznis oglas' }),
    ).toBeVisible();
    await expect(await canvas.findByLabelText(/Naslov/)).toHaveValue(ad.title);
    await expect(canvas.queryByText('Slike')).not.toBeInTheDocument();
    await fill(canvas, /Naslov/, '  Restoran sa baštom, Zagreb  ');
    await fill(canvas, /Broj zaposlenih/, '');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj izmene' }));
    await expect(await canvas.findByText('Oglas je uspešno ažuriran')).toBeVisible();
    await expect(
      await canvas.findByTestId(locationTestId, {}, { timeout: 4000 }),
    ).toHaveTextContent(paths.businessAd.href(ad.id));
  },
};

export const InvalidYear: Story = {
  play: async ({ canvas }) => {
    await canvas.findByLabelText(/Godina osnivanja/);
    await fill(canvas, /Godina osnivanja/, '1850');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj izmene' }));
    await expect(
      await canvas.findByText('Godina osnivanja mora biti između 1900 i tekuće godine'),
    ).toBeVisible();
  },
};

/** The year out of range: the year field is marked, described by the message and focused. */
export const InvalidYearMarksField: Story = {
  play: async ({ canvas }) => {
    await canvas.findByLabelText(/Godina osnivanja/);
    await fill(canvas, /Godina osnivanja/, '1850');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj izmene' }));
    const message = 'Godina osnivanja mora biti između 1900 i tekuće godine';
    await expect(await canvas.findByText(message)).toBeVisible();
    const year = canvas.getByRole('spinbutton', { name: 'Godina osnivanja' });
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription(new RegExp(message));
    await waitFor(() => expect(year).toHaveFocus());
  },
};

/** Above the contract's 9.999.999 on edit too: refused before sending, marked and focused. */
export const OutOfRangeEmployeeCount: Story = {
  play: async ({ canvas }) => {
    await canvas.findByLabelText(/Broj zaposlenih/);
    await fill(canvas, /Broj zaposlenih/, '10000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj izmene' }));
    const message = 'Polje „Broj zaposlenih“ može biti najviše 9.999.999.';
    await expect(await canvas.findByText(message)).toBeVisible();
    const employees = canvas.getByRole('spinbutton', { name: 'Broj zaposlenih' });
    await expect(employees).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(employees).toHaveFocus());
  },
};

/** A server refusal that names a field marks and focuses it on edit as well. */
export const ServerRefusesField: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler(
          'updateBusinessAd',
          {
            message: 'Neispravan zahtev: polje „Broj zaposlenih“ može biti najviše 9999999.',
            field: 'employee_count',
          },
          400,
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj izmene' }));
    const employees = canvas.getByRole('spinbutton', { name: 'Broj zaposlenih' });
    await waitFor(() => expect(employees).toHaveAttribute('aria-invalid', 'true'));
    await expect(employees).toHaveFocus();
    await expect(employees).toHaveAccessibleDescription(
      'Neispravan zahtev: polje „Broj zaposlenih“ može biti najviše 9999999.',
    );
  },
};

export const UpdateFailure: Story = {
  parameters: {
    msw: { handlers: [handlerOverrides.updateBusinessAdForbidden, ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj izmene' }));
    await expect(await canvas.findByText('Nemate dozvolu da uređujete ovaj oglas')).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Otkaži' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(
      paths.businessAd.href(ad.id),
    );
  },
};

export const WrongRole: Story = {
  render: page(fixtureUsers.landOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pristup odbijen')).toBeVisible();
  },
};

/** The financials start from the ad (its author reads them). */
export const PrefilledFinancials: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('spinbutton', { name: 'Godišnja dobit (EBITDA, €)' }),
    ).toHaveValue(ad.annual_profit);
    await expect(canvas.getByLabelText('Razlog prodaje')).toHaveValue(ad.reason_for_sale);
    await expect(canvas.getByRole('combobox', { name: 'Poslovni prostor' })).toHaveTextContent(
      'Zakup',
    );
    await expect(
      canvas.getByRole('combobox', { name: 'Prodavac prihvata plaćanje na rate' }),
    ).toHaveTextContent('Da');
  },
};
