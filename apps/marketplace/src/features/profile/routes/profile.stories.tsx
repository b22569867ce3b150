import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  createHandlers,
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
