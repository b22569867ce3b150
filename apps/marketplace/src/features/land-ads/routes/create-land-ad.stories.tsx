import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { Component } from './create-land-ad';

const page = (userId: number) => renderPage({ path: paths.createLandAd.path, Component, userId });

const meta = {
  title: 'Pages/CreateLandAd',
  render: page(fixtureUsers.landOwner.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillFields(canvas: Canvas) {
  await fill(canvas, /Naslov/, 'Njiva kod Subotice');
  await fill(canvas, /^Cena \(€\)/, '30000');
  await fill(canvas, /Površina/, '8000');
  await chooseOption(canvas, 'Tip zemljišta', 'Poljoprivredno zemljište');
  await fill(canvas, /Opis/, 'Ravna njiva uz put.');
}

/** spec §2: the empty form; the city waits for a country and the 5MB limit is stated. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Postavi oglas' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Grad' })).toBeDisabled();
    await expect(canvas.getByText(/5MB/)).toBeVisible();
    await expect(canvas.getByLabelText(/Opis/)).toHaveAttribute('rows', '4');
    await chooseOption(canvas, 'Država', 'Srbija');
    await expect(canvas.getByRole('combobox', { name: 'Grad' })).toBeEnabled();
  },
};

/** spec §5: country and city must come from the lists. */
export const MissingLocation: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillFields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Objavi oglas' }));
    await expect(
      await canvas.findByText('Molimo izaberite državu i grad iz liste. (ID mora biti broj)'),
    ).toBeVisible();
  },
};

export const Created: Story = {
  // Changes the mock data: its own handlers, so other stories keep the fixtures.
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillFields(canvas);
    await chooseOption(canvas, 'Država', 'Srbija');
    await chooseOption(canvas, 'Grad', 'Novi Sad');
    await userEvent.click(canvas.getByRole('button', { name: 'Objavi oglas' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/my-ads');
    // A short confirmation that outlives the form.
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(await within(region).findByText('Oglas je objavljen')).toBeVisible();
  },
};

export const CreateFailure: Story = {
  parameters: { msw: { handlers: [handlerOverrides.createAdError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillFields(canvas);
    await chooseOption(canvas, 'Država', 'Srbija');
    await chooseOption(canvas, 'Grad', 'Novi Sad');
    await userEvent.click(canvas.getByRole('button', { name: 'Objavi oglas' }));
    await expect(await canvas.findByText('Greška pri kreiranju oglasa')).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Otkaži' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/my-ads');
  },
};

/** spec §6: only land owners; others see the denial page. */
export const WrongRole: Story = {
  render: page(fixtureUsers.investor.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pristup odbijen')).toBeVisible();
    await expect(
      canvas.getByText('Samo vlasnici zemljišta mogu pristupiti ovoj stranici.'),
    ).toBeVisible();
  },
};

/** The multipart body the last create sent (read before the mock handler answers). */
let sentForm: FormData | null = null;
const lastSent = (): FormData | null => sentForm;
const recordCreate = http.post('*/api/ads', async ({ request }) => {
  sentForm = await request.clone().formData();
  // Falls through to the mock API, which creates the ad.
});

/** Every fact filled; utilities travel as one repeated field. */
export const WithFacts: Story = {
  parameters: { msw: { handlers: [recordCreate, ...createHandlers()] } },
  play: async ({ canvas }) => {
    sentForm = null;
    await canvas.findByRole('heading', { name: 'Podaci o parceli' });
    await fillFields(canvas);
    await chooseOption(canvas, 'Država', 'Srbija');
    await chooseOption(canvas, 'Grad', 'Novi Sad');
    await fill(canvas, 'Katastarska opština', 'Veternik');
    await fill(canvas, 'Broj parcele', '1234/5');
    await expect(canvas.getByRole('textbox', { name: 'Broj parcele' })).toHaveAccessibleDescription(
      'Na primer 1234 ili 1234/5.',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Struja' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pristupni put' }));
    await fill(canvas, 'Namena', 'Građevinsko zemljište');
    await chooseOption(canvas, 'Uknjiženo', 'Da');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cena je po dogovoru' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Objavi oglas' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/my-ads');
    await expect(lastSent()?.getAll('utilities')).toEqual(['electricity', 'road_access']);
    await expect(lastSent()?.get('parcel_number')).toBe('1234/5');
    await expect(lastSent()?.get('cadastral_municipality')).toBe('Veternik');
    await expect(lastSent()?.get('zoning')).toBe('Građevinsko zemljište');
    await expect(lastSent()?.get('ownership_registered')).toBe('true');
    await expect(lastSent()?.get('price_negotiable')).toBe('true');
  },
};

/** The spec's one message shows, and the field it names is marked and points at it. */
export const ParcelNumberError: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await fillFields(canvas);
    await chooseOption(canvas, 'Država', 'Srbija');
    await chooseOption(canvas, 'Grad', 'Novi Sad');
    await fill(canvas, 'Broj parcele', '12-a');
    await userEvent.click(canvas.getByRole('button', { name: 'Objavi oglas' }));
    const message = 'Broj parcele nije ispravan (na primer 1234 ili 1234/5)';
    await expect(await canvas.findByText(message)).toBeVisible();
    const parcel = canvas.getByRole('textbox', { name: 'Broj parcele' });
    await expect(parcel).toHaveAttribute('aria-invalid', 'true');
    await expect(parcel).toHaveAccessibleDescription(`Na primer 1234 ili 1234/5. ${message}`);
    await expect(canvas.getByRole('textbox', { name: /Naslov/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** Forms know their limits: title and description count their characters against the contract. */
export const CharacterCounters: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText(/Naslov/);
    await expect(title).toHaveAttribute('maxlength', '200');
    await expect(title).toHaveAccessibleDescription('Najviše 200 karaktera. 0/200');
    await userEvent.type(title, 'Njiva kod Subotice');
    await expect(title).toHaveAccessibleDescription('Najviše 200 karaktera. 18/200');
    const description = canvas.getByLabelText(/Opis/);
    await expect(description).toHaveAttribute('maxlength', '5000');
    await userEvent.type(description, 'Ravna njiva.');
    await expect(description).toHaveAccessibleDescription('Najviše 5000 karaktera. 12/5000');
  },
};

/** No dead ends: an empty submit takes the user to the first field to fill (phones included). */
export const EmptySubmitFocusesFirstField: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Objavi oglas' }));
    await expect(await canvas.findByText('Molimo popunite sva obavezna polja')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/Naslov/)).toHaveFocus());
  },
};

/** A server refusal that names a field marks it, says which by its label, and focuses it. */
export const ServerRefusesField: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler(
          'createAd',
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
    await fillFields(canvas);
    await chooseOption(canvas, 'Država', 'Srbija');
    await chooseOption(canvas, 'Grad', 'Novi Sad');
    await userEvent.click(canvas.getByRole('button', { name: 'Objavi oglas' }));
    const title = canvas.getByLabelText(/Naslov/);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription(
      /Neispravan zahtev: polje „Naslov“ može imati najviše 200 karaktera\./,
    );
  },
};
