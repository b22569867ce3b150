import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './register';

const meta = {
  title: 'Pages/Register',
  render: renderPage({ path: paths.register.path, Component }),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fill = async (
  canvas: Canvas,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) => {
  if (values.name) await userEvent.type(await canvas.findByLabelText(/Ime i prezime/), values.name);
  if (values.email) await userEvent.type(canvas.getByLabelText(/Email adresa/), values.email);
  if (values.password) await userEvent.type(canvas.getByLabelText(/^Lozinka/), values.password);
  if (values.confirm)
    await userEvent.type(canvas.getByLabelText(/Potvrdite lozinku/), values.confirm);
};
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Registruj se' }));
const valid = {
  name: 'Petar Simić',
  email: 'petar.simic@example.rs',
  password: 'zemlja2024',
  confirm: 'zemlja2024',
};

/** spec §2: full name, email, password, confirmation and the user type. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Registracija' })).toBeVisible();
    await expect(canvas.getByLabelText(/Ime i prezime/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Tip korisnika/ })).toHaveTextContent(
      'Investitor',
    );
    await expect(canvas.getByRole('link', { name: 'Prijavite se' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** spec §5: 'Sva polja su obavezna'. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { name: 'Petar Simić' });
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sva polja su obavezna');
  },
};

/** spec §5: 'Lozinke se ne poklapaju'. */
export const PasswordsMismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { ...valid, confirm: 'zemlja2025' });
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Lozinke se ne poklapaju');
  },
};

/** spec §8: the server's message (here: a password that is too common). */
export const ServerMessage: Story = {
  parameters: { msw: { handlers: [handlerOverrides.registerCommonPassword, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, valid);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Lozinka je previše česta i lako se pogađa. Izaberite drugu lozinku.',
    );
  },
};

/** spec §8: without a server message, 'Registracija nije uspela'. */
export const FailureWithoutMessage: Story = {
  parameters: { msw: { handlers: [jsonHandler('register', {}, 500), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, valid);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registracija nije uspela');
  },
};

/** spec §4 (forms): disabled while in flight. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [loadingHandler('register'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, valid);
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Registruj se' })).toBeDisabled(),
    );
  },
};

/** spec §2: success says a verification email was sent, with buttons to /login and /. */
export const Success: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await fill(canvas, valid);
    await userEvent.click(canvas.getByRole('combobox', { name: /Tip korisnika/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Vlasnik zemljišta' }),
    );
    await submit(canvas);
    await expect(
      await canvas.findByRole('heading', { name: 'Registracija uspešna!' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Poslali smo vam email sa linkom za verifikaciju/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prijavi se' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: 'Početna' })).toHaveAttribute('href', '/');
  },
};

/** The contract's bounds: the name's limit with a live count, the email's, the password's range. */
export const FieldLimits: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText(/Ime i prezime/);
    await expect(name).toHaveAttribute('maxlength', '100');
    await expect(name).toHaveAccessibleDescription('Najviše 100 karaktera. 0/100');
    await userEvent.type(name, valid.name);
    await expect(name).toHaveAccessibleDescription('Najviše 100 karaktera. 11/100');
    await expect(canvas.getByLabelText(/Email adresa/)).toHaveAttribute('maxlength', '254');
    const password = canvas.getByLabelText(/^Lozinka/);
    await expect(password).toHaveAttribute('minlength', '6');
    await expect(password).toHaveAttribute('maxlength', '128');
    await expect(password).toHaveAccessibleDescription('Od 6 do 128 karaktera.');
    await expect(canvas.getByLabelText(/Potvrdite lozinku/)).toHaveAttribute('maxlength', '128');
  },
};

/** No dead ends: a submit with empty fields takes the user to the first one to fill. */
export const RequiredFieldsFocusFirstEmpty: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { name: 'Petar Simić' });
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sva polja su obavezna');
    await waitFor(() => expect(canvas.getByLabelText(/Email adresa/)).toHaveFocus());
  },
};

/** spec §5 'Lozinke se ne poklapaju': the confirmation is marked, described by it and focused. */
export const MismatchMarksConfirmation: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { ...valid, confirm: 'zemlja2025' });
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Lozinke se ne poklapaju');
    const confirm = canvas.getByLabelText(/Potvrdite lozinku/);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('Lozinke se ne poklapaju');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(canvas.getByLabelText(/^Lozinka/)).not.toHaveAttribute('aria-invalid');
  },
};

/** Shorter than the contract's 6: refused before sending, the password marked and focused. */
export const ShortPasswordMarksPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { ...valid, password: 'tajna', confirm: 'tajna' });
    await submit(canvas);
    const message = 'Polje „Lozinka“ mora imati najmanje 6 karaktera.';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    const password = canvas.getByLabelText(/^Lozinka/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(`Od 6 do 128 karaktera. ${message}`);
    await waitFor(() => expect(password).toHaveFocus());
  },
};

/** A server refusal that names a field marks it, says which by its label, and focuses it. */
export const ServerRefusesField: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler(
          'register',
          { message: 'Neispravan zahtev: polje „Email adresa“ nije ispravno.', field: 'email' },
          400,
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, valid);
    await submit(canvas);
    const email = canvas.getByLabelText(/Email adresa/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(
      'Neispravan zahtev: polje „Email adresa“ nije ispravno.',
    );
  },
};

/** A refusal about no one field (every field filled): the message itself takes the focus. */
export const ServerMessageFocused: Story = {
  parameters: { msw: { handlers: [handlerOverrides.registerCommonPassword, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, valid);
    await submit(canvas);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};
