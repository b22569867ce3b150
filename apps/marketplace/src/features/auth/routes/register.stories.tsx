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
