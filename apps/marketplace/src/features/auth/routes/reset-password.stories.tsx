import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  createHandlers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
  mockEmailTokens,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './reset-password';

const meta = {
  title: 'Pages/ResetPassword',
  render: renderPage({
    path: paths.resetPassword.path,
    initialEntry: `/reset-password?token=${mockEmailTokens.passwordReset}`,
    Component,
  }),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fill = async (canvas: Canvas, password: string, confirm = password) => {
  await userEvent.type(await canvas.findByLabelText(/^Nova lozinka/), password);
  await userEvent.type(canvas.getByLabelText(/Potvrdite novu lozinku/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj novu lozinku' }));
};

/** spec §2: two password fields, each with a show/hide toggle. */
export const Form: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText(/^Nova lozinka/);
    await expect(field).toHaveAttribute('type', 'password');
    const toggles = canvas.getAllByRole('button', { name: 'Prikaži lozinku' });
    await expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0]!);
    await expect(field).toHaveAttribute('type', 'text');
  },
};

/** spec §5: 'Lozinke se ne poklapaju'. */
export const PasswordsMismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'novaLozinka1', 'novaLozinka2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Lozinke se ne poklapaju');
  },
};

/** spec §5: 'Lozinka mora imati najmanje 6 karaktera'. */
export const TooShort: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'abc');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Lozinka mora imati najmanje 6 karaktera',
    );
  },
};

/** spec §4 (forms): disabled while in flight. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [loadingHandler('resetPassword'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'novaLozinka1');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sačuvaj novu lozinku' })).toBeDisabled(),
    );
  },
};

/** spec §2: the success view leads to /login. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'novaLozinka1');
    await expect(
      await canvas.findByRole('heading', { name: 'Lozinka je promenjena!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prijavi se' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** spec §8: the server's message, with a link to request a new link. */
export const ExpiredLink: Story = {
  parameters: { msw: { handlers: [handlerOverrides.resetPasswordError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'novaLozinka1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Link za resetovanje lozinke je nevažeći ili je istekao.',
    );
    await expect(canvas.getByRole('link', { name: 'Zatražite novi link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** spec §8: without a server message, 'Greška pri resetovanju lozinke'. */
export const FailureWithoutMessage: Story = {
  parameters: { msw: { handlers: [jsonHandler('resetPassword', {}, 500), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'novaLozinka1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Greška pri resetovanju lozinke',
    );
  },
};

/** spec §4, §8: no token is an error at once. */
export const MissingToken: Story = {
  render: renderPage({ path: paths.resetPassword.path, Component }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Token za resetovanje lozinke nije pronađen',
    );
    await expect(canvas.getByRole('link', { name: 'Zatražite novi link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};
