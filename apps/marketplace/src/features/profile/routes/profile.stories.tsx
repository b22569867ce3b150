import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { components, SavedSearch } from '@marketplace/api-client';
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
import { chooseOption, fill } from '../../../testing/form-steps';
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

// The business owner's company ('Podaci o firmi').

type Company = components['schemas']['Company'];

const company: Company = {
  country_id: 1,
  registration_number: '104052135',
  name: 'Agro Promet d.o.o.',
  verified: false,
};
const companyPath = '*/api/profile/company';
const answerCompany = (body: Company | null) =>
  http.get(companyPath, () => HttpResponse.json(body));
const asBusinessOwner = asUser(fixtureUsers.businessOwner.id);

const fillCompany = async (canvas: Canvas, country: string, number: string, name: string) => {
  const form = await section(canvas, 'Podaci o firmi');
  // The form shows once the company (none here) has loaded.
  await form.findByRole('combobox', { name: 'Država registracije' });
  await chooseOption(form, 'Država registracije', country);
  await fill(form, /Matični\/poreski broj/, number);
  await fill(form, /Naziv firme/, name);
  await userEvent.click(form.getByRole('button', { name: 'Sačuvaj podatke o firmi' }));
  return form;
};

/** Only a business owner enters a company: the other account types see no such section. */
export const NoCompanyForLandOwner: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Moj profil' });
    await expect(canvas.queryByRole('region', { name: 'Podaci o firmi' })).not.toBeInTheDocument();
  },
};

/** None entered yet: empty fields, no badge and no note. */
export const CompanyNotEntered: Story = {
  render: asBusinessOwner,
  parameters: { msw: { handlers: [answerCompany(null), ...createHandlers()] } },
  play: async ({ canvas }) => {
    const form = await section(canvas, 'Podaci o firmi');
    await expect(await form.findByLabelText(/Naziv firme/)).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Država registracije' })).toHaveTextContent(
      'Izaberite državu',
    );
    await expect(form.queryByText('Verifikovana firma')).not.toBeInTheDocument();
    await expect(form.queryByText('Podatke o firmi proverava moderator.')).not.toBeInTheDocument();
  },
};

/** Entered, not yet checked: the fields as entered and the moderator's note. */
export const CompanyAwaitingCheck: Story = {
  render: asBusinessOwner,
  parameters: { msw: { handlers: [answerCompany(company), ...createHandlers()] } },
  play: async ({ canvas }) => {
    const form = await section(canvas, 'Podaci o firmi');
    await expect(await form.findByText('Podatke o firmi proverava moderator.')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Država registracije' })).toHaveTextContent(
      'Srbija',
    );
    const number = form.getByLabelText(/Matični\/poreski broj/);
    await expect(number).toHaveValue('104052135');
    await expect(number).toHaveAccessibleDescription('PIB, 9 cifara.');
    await expect(form.getByLabelText(/Naziv firme/)).toHaveValue('Agro Promet d.o.o.');
    await expect(form.queryByText('Verifikovana firma')).not.toBeInTheDocument();
  },
};

/** Checked by a moderator: the badge, and a change would end it. */
export const CompanyVerified: Story = {
  render: asBusinessOwner,
  parameters: {
    msw: { handlers: [answerCompany({ ...company, verified: true }), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    const form = await section(canvas, 'Podaci o firmi');
    await expect(await form.findByText('Verifikovana firma')).toBeVisible();
    await expect(
      form.getByText('Izmena broja ili naziva firme poništava verifikaciju.'),
    ).toBeVisible();
    await expect(form.queryByText('Podatke o firmi proverava moderator.')).not.toBeInTheDocument();
  },
};

/** A number that fails the chosen country's rule is refused before sending, on its field. */
export const CompanyInvalidNumber: Story = {
  render: asBusinessOwner,
  parameters: { msw: { handlers: [answerCompany(null), ...createHandlers()] } },
  play: async ({ canvas }) => {
    const form = await fillCompany(canvas, 'Hrvatska', '104052135', 'Jadran d.o.o.');
    const message = 'Matični/poreski broj firme nije ispravan za izabranu državu.';
    await expect(await form.findByRole('alert')).toHaveTextContent(message);
    const number = form.getByLabelText(/Matični\/poreski broj/);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(`OIB, 11 cifara. ${message}`);
    await waitFor(() => expect(number).toHaveFocus());
  },
};

/** Saved: the number as stored, a confirmation, and the note that a moderator checks it. */
export const CompanySave: Story = {
  render: asBusinessOwner,
  parameters: {
    msw: {
      handlers: [
        answerCompany(null),
        http.put(companyPath, async ({ request }) => {
          const body = (await request.json()) as components['schemas']['CompanyRequest'];
          await expect(body).toEqual({
            country_id: 5,
            registration_number: '4030000000001',
            name: 'Vardar Agro DOOEL',
          });
          return HttpResponse.json({ ...body, verified: false });
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = await fillCompany(canvas, 'Makedonija', 'MK 4030000000001', 'Vardar Agro DOOEL');
    await expect(await form.findByText('Podaci o firmi su sačuvani.')).toBeVisible();
    await expect(form.getByText('Podatke o firmi proverava moderator.')).toBeVisible();
  },
};

/** The server's own refusal, as it says it. */
export const CompanyRefused: Story = {
  render: asBusinessOwner,
  parameters: {
    msw: {
      handlers: [
        answerCompany(null),
        http.put(companyPath, () =>
          HttpResponse.json(
            { message: 'Matični/poreski broj firme nije ispravan za izabranu državu.' },
            { status: 400 },
          ),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = await fillCompany(canvas, 'Srbija', '104052135', 'Agro Promet d.o.o.');
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Matični/poreski broj firme nije ispravan za izabranu državu.',
    );
  },
};

export const CompanySaveFailure: Story = {
  render: asBusinessOwner,
  parameters: {
    msw: {
      handlers: [
        answerCompany(null),
        http.put(companyPath, () => HttpResponse.json({}, { status: 500 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = await fillCompany(canvas, 'Srbija', '104052135', 'Agro Promet d.o.o.');
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Podaci o firmi nisu sačuvani. Pokušajte ponovo.',
    );
  },
};

export const CompanyLoadError: Story = {
  render: asBusinessOwner,
  parameters: {
    msw: {
      handlers: [
        http.get(companyPath, () => HttpResponse.json({}, { status: 500 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = await section(canvas, 'Podaci o firmi');
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Greška pri učitavanju podataka o firmi',
    );
  },
};
