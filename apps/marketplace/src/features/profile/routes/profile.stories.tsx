import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SavedSearch } from '@marketplace/api-client';
import {
  createHandlers,
  createMockApi,
  errorHandler,
  createMockToken,
  fixtureUsers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
  mockPassword,
  users,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { Component } from './profile';

const asUser = (userId?: number) => renderPage({ path: paths.profile.path, Component, userId });

const meta = {
  title: 'Pages/Profile',
  render: asUser(fixtureUsers.landOwner.id),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const change = async (canvas: Canvas, oldPassword: string, next: string, confirm = next) => {
  await userEvent.type(await canvas.findByLabelText(/Trenutna lozinka/), oldPassword);
  await userEvent.type(canvas.getByLabelText(/^Nova lozinka/), next);
  await userEvent.type(canvas.getByLabelText(/Potvrda nove lozinke/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Promeni lozinku' }));
};

/** spec §2: 'Moj profil' with name, email and 'Vlasnik zemljišta'. */
export const LandOwner: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Moj profil' }),
    ).toBeVisible();
    await expect(canvas.getByText(fixtureUsers.landOwner.full_name)).toBeVisible();
    await expect(canvas.getByText(fixtureUsers.landOwner.email)).toBeVisible();
    await expect(canvas.getByText('Vlasnik zemljišta')).toBeVisible();
  },
};

export const BusinessOwner: Story = {
  render: asUser(fixtureUsers.businessOwner.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vlasnik biznisa')).toBeVisible();
  },
};

export const Investor: Story = {
  render: asUser(fixtureUsers.investor.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Investitor')).toBeVisible();
  },
};

/** spec §2: 'Nije postavljeno' where a value is missing. */
export const MissingName: Story = {
  render: asUser(90),
  parameters: {
    msw: {
      handlers: createHandlers({
        seed: {
          users: [
            ...users,
            { id: 90, email: 'bez.imena@example.rs', full_name: '', user_type: 'investor' },
          ],
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nije postavljeno')).toBeVisible();
    await expect(canvas.getByText('bez.imena@example.rs')).toBeVisible();
  },
};

/** spec §2: signed-out visitors go to /login. */
export const SignedOut: Story = {
  render: asUser(undefined),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('Stranica: /login');
  },
};

/** spec §5: 'Nova lozinka i potvrda lozinke se ne poklapaju'. */
export const PasswordsMismatch: Story = {
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'novaLozinka1', 'novaLozinka2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Nova lozinka i potvrda lozinke se ne poklapaju',
    );
  },
};

/** spec §5: 'Nova lozinka mora imati najmanje 6 karaktera'. */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'abc');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Nova lozinka mora imati najmanje 6 karaktera',
    );
  },
};

/** The password fields carry the contract's bounds; the new one shows its range. */
export const PasswordLimits: Story = {
  play: async ({ canvas }) => {
    const current = await canvas.findByLabelText(/Trenutna lozinka/);
    await expect(current).toHaveAttribute('maxlength', '128');
    const next = canvas.getByLabelText(/^Nova lozinka/);
    await expect(next).toHaveAttribute('minlength', '6');
    await expect(next).toHaveAttribute('maxlength', '128');
    await expect(next).toHaveAccessibleDescription('Od 6 do 128 karaktera.');
    await expect(canvas.getByLabelText(/Potvrda nove lozinke/)).toHaveAttribute('maxlength', '128');
  },
};

/** The mismatch marks the confirmation, described by the message, and focuses it. */
export const MismatchMarksConfirmation: Story = {
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'novaLozinka1', 'novaLozinka2');
    const message = 'Nova lozinka i potvrda lozinke se ne poklapaju';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    const confirm = canvas.getByLabelText(/Potvrda nove lozinke/);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(message);
    await waitFor(() => expect(confirm).toHaveFocus());
  },
};

/** Too short marks the new password (not the confirmation) and focuses it. */
export const TooShortMarksNewPassword: Story = {
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'abc');
    const message = 'Nova lozinka mora imati najmanje 6 karaktera';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    const next = canvas.getByLabelText(/^Nova lozinka/);
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription(`Od 6 do 128 karaktera. ${message}`);
    await waitFor(() => expect(next).toHaveFocus());
    await expect(canvas.getByLabelText(/Potvrda nove lozinke/)).not.toHaveAttribute('aria-invalid');
  },
};

/** The current password left empty is refused before sending, marked and focused. */
export const MissingCurrentPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nova lozinka/), 'novaLozinka1');
    await userEvent.type(canvas.getByLabelText(/Potvrda nove lozinke/), 'novaLozinka1');
    await userEvent.click(canvas.getByRole('button', { name: 'Promeni lozinku' }));
    const message = 'Polje „Trenutna lozinka“ je obavezno.';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    const current = canvas.getByLabelText(/Trenutna lozinka/);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
  },
};

/** The server's refusal names no field: every field is filled, so the message takes the focus. */
export const WrongCurrentPasswordFocusesMessage: Story = {
  parameters: {
    msw: { handlers: [handlerOverrides.changePasswordWrongOld, ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await change(canvas, 'pogresna', 'novaLozinka1');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Trenutna lozinka nije ispravna.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** spec §8: the server's message (wrong current password). */
export const WrongCurrentPassword: Story = {
  parameters: {
    msw: { handlers: [handlerOverrides.changePasswordWrongOld, ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await change(canvas, 'pogresna', 'novaLozinka1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Trenutna lozinka nije ispravna.',
    );
  },
};

/** spec §8: without a server message, the catalogue text. */
export const FailureWithoutMessage: Story = {
  parameters: { msw: { handlers: [jsonHandler('changePassword', {}, 500), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'novaLozinka1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Greška pri promeni lozinke. Pokušajte ponovo.',
    );
  },
};

/** spec §4 (forms): disabled while in flight. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [loadingHandler('changePassword'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'novaLozinka1');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Promeni lozinku' })).toBeDisabled(),
    );
  },
};

/** spec §8: success message, cleared fields, and the fresh token stored. */
export const Success: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'novaLozinka1');
    await expect(await canvas.findByText('Lozinka je uspešno promenjena!')).toBeVisible();
    await expect(canvas.getByLabelText(/Trenutna lozinka/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Nova lozinka/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Potvrda nove lozinke/)).toHaveValue('');
    await expect(localStorage.getItem('token')).toBeTruthy();
    await expect(localStorage.getItem('userId')).toBe(String(fixtureUsers.landOwner.id));
  },
};

const freshToken = createMockToken(fixtureUsers.landOwner.id, { expiresInSeconds: 4242 });

/** The server revoked the old token: the fresh one from the answer replaces it. */
export const StoresFreshToken: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('changePassword', {
          message: 'Lozinka je uspešno promenjena.',
          token: freshToken,
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await change(canvas, mockPassword, 'novaLozinka1');
    await expect(await canvas.findByText('Lozinka je uspešno promenjena!')).toBeVisible();
    await expect(localStorage.getItem('token')).toBe(freshToken);
  },
};

// Saved searches and notice emails.

const landOwnerId = fixtureUsers.landOwner.id;

const SEARCHES: SavedSearch[] = [
  {
    id: 501,
    kind: 'land',
    params: {
      q: 'voćnjak',
      country_id: 1,
      city_id: 108,
      land_type: ['agricultural'],
      price_max: 50000,
    },
    frequency: 'daily',
    created_at: '2024-11-05T10:00:00.000Z',
  },
  {
    id: 502,
    kind: 'business',
    params: { business_type: ['technology_it'], revenue_min: 100000, sort: 'revenue_desc' },
    frequency: 'instant',
    created_at: '2024-11-04T10:00:00.000Z',
  },
];

/** The mock API with the land owner's saved searches in it (newest first, as listed). */
function withSavedSearches() {
  const mock = createMockApi();
  for (const search of [...SEARCHES].reverse()) {
    mock.db.savedSearches.push({ ...search, user_id: landOwnerId });
  }
  return mock.handlers;
}

const section = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }));
const toasts = async () =>
  within(await within(document.body).findByRole('region', { name: /Obaveštenja \(/ }));

/** Each saved search: its kind, its criteria in words, how often it emails, and a link to it. */
export const SavedSearches: Story = {
  parameters: { msw: { handlers: withSavedSearches() } },
  play: async ({ canvas }) => {
    const saved = await section(canvas, 'Sačuvane pretrage');
    const items = await saved.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [land, business] = items as [HTMLElement, HTMLElement];
    await expect(land).toHaveTextContent('Zemljište');
    await expect(land).toHaveTextContent(
      '„voćnjak“ · Čačak, Srbija · Poljoprivredno zemljište · Cena: do 50.000 €',
    );
    await expect(land).toHaveTextContent('Obaveštenja: Jednom dnevno');
    await expect(within(land).getByRole('link', { name: 'Otvori pretragu' })).toHaveAttribute(
      'href',
      '/nekretnine?q=vo%C4%87njak&country_id=1&city_id=108&land_type=agricultural&price_max=50000',
    );
    await expect(business).toHaveTextContent('Biznis');
    await expect(business).toHaveTextContent('Obaveštenja: Odmah');
    await expect(within(business).getByRole('link', { name: 'Otvori pretragu' })).toHaveAttribute(
      'href',
      '/business?business_type=technology_it&revenue_min=100000&sort=revenue_desc',
    );
  },
};

/** 'Obriši' removes the search from the list and a toast confirms it. */
export const DeleteSavedSearch: Story = {
  parameters: { msw: { handlers: withSavedSearches() } },
  play: async ({ canvas }) => {
    const saved = await section(canvas, 'Sačuvane pretrage');
    await saved.findAllByRole('listitem');
    await userEvent.click(saved.getByRole('button', { name: /^Obriši pretragu: „voćnjak“/ }));
    await expect(await (await toasts()).findByText('Pretraga je obrisana')).toBeVisible();
    await waitFor(() => expect(saved.getAllByRole('listitem')).toHaveLength(1));
    await expect(saved.getByRole('listitem')).toHaveTextContent('Biznis');
  },
};

export const DeleteSavedSearchFailure: Story = {
  parameters: { msw: { handlers: [errorHandler('deleteSavedSearch'), ...withSavedSearches()] } },
  play: async ({ canvas }) => {
    const saved = await section(canvas, 'Sačuvane pretrage');
    await saved.findAllByRole('listitem');
    await userEvent.click(saved.getByRole('button', { name: /^Obriši pretragu: „voćnjak“/ }));
    await expect(await (await toasts()).findByText('Greška pri brisanju pretrage')).toBeVisible();
    await expect(saved.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoSavedSearches: Story = {
  play: async ({ canvas }) => {
    const saved = await section(canvas, 'Sačuvane pretrage');
    await expect(await saved.findByText('Nemate sačuvanih pretraga')).toBeVisible();
    await expect(saved.queryByRole('list')).toBeNull();
  },
};

export const SavedSearchesLoading: Story = {
  parameters: {
    msw: { handlers: [loadingHandler('listSavedSearches'), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    const saved = await section(canvas, 'Sačuvane pretrage');
    await expect(saved.getByRole('status')).toHaveTextContent('Učitavanje sačuvanih pretraga…');
  },
};

export const SavedSearchesError: Story = {
  parameters: {
    msw: { handlers: [errorHandler('listSavedSearches'), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    const saved = await section(canvas, 'Sačuvane pretrage');
    await expect(await saved.findByRole('alert')).toHaveTextContent(
      'Greška pri učitavanju sačuvanih pretraga',
    );
  },
};

/** 'Obaveštenja e-poštom': both on for a new account; a change is saved at once. */
export const EmailSettings: Story = {
  play: async ({ canvas }) => {
    const settings = await section(canvas, 'Obaveštenja e-poštom');
    const messages = await settings.findByRole('checkbox', {
      name: 'Obavesti me e-poštom o nepročitanim porukama',
    });
    const alerts = settings.getByRole('checkbox', {
      name: 'Šalji mi nove oglase iz sačuvanih pretraga',
    });
    await expect(messages).toBeChecked();
    await expect(alerts).toBeChecked();
    await userEvent.click(alerts);
    await expect(alerts).not.toBeChecked();
    await expect(
      await (await toasts()).findByText('Podešavanja obaveštenja su sačuvana'),
    ).toBeVisible();
    await expect(messages).toBeChecked();
  },
};

/** A change the server did not take is undone, and a toast says so. */
export const EmailSettingsFailure: Story = {
  parameters: {
    msw: { handlers: [errorHandler('updateNotificationSettings'), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    const settings = await section(canvas, 'Obaveštenja e-poštom');
    const messages = await settings.findByRole('checkbox', {
      name: 'Obavesti me e-poštom o nepročitanim porukama',
    });
    await userEvent.click(messages);
    await expect(
      await (await toasts()).findByText('Podešavanja nisu sačuvana. Pokušajte ponovo.'),
    ).toBeVisible();
    await waitFor(() => expect(messages).toBeChecked());
  },
};

export const EmailSettingsLoading: Story = {
  parameters: {
    msw: { handlers: [loadingHandler('getNotificationSettings'), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    const settings = await section(canvas, 'Obaveštenja e-poštom');
    await expect(settings.getByRole('status')).toHaveTextContent('Učitavanje podešavanja…');
  },
};

export const EmailSettingsError: Story = {
  parameters: {
    msw: { handlers: [errorHandler('getNotificationSettings'), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    const settings = await section(canvas, 'Obaveštenja e-poštom');
    await expect(await settings.findByRole('alert')).toHaveTextContent(
      'Greška pri učitavanju podešavanja obaveštenja',
    );
  },
};
