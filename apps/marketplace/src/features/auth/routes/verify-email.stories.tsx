import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  createHandlers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
  mockEmailTokens,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './verify-email';

const withToken = (token: string) =>
  renderPage({
    path: paths.verifyEmail.path,
    initialEntry: `/verify-email?token=${encodeURIComponent(token)}`,
    Component,
  });

const meta = {
  title: 'Pages/VerifyEmail',
  render: withToken(mockEmailTokens.verification),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §4: loading while the token is checked. */
export const Loading: Story = {
  render: withToken('token-u-toku'),
  parameters: { msw: { handlers: [loadingHandler('verifyEmail'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Verifikujemo vašu email adresu…')).toBeVisible();
  },
};

/** spec §2: success, with a login button. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Email adresa je verifikovana!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prijavi se' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** No dead ends: the link opened again for a verified account says so, with the sign-in button. */
export const AlreadyVerified: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('verifyEmail', {
          message: 'Nalog je već verifikovan. Možete se prijaviti.',
          alreadyVerified: true,
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nalog je već verifikovan' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Prijavi se' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** spec §4, §8: no token is an error at once, without a request. */
export const MissingToken: Story = {
  render: renderPage({ path: paths.verifyEmail.path, Component }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Verifikacioni token nije pronađen',
    );
    await expect(canvas.getByText(/važi 24 sata/)).toBeVisible();
  },
};

/** spec §8: the server's message, with login and 'resend'. */
export const Expired: Story = {
  render: withToken('istekao-token'),
  parameters: { msw: { handlers: [handlerOverrides.verifyEmailError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Verifikacioni link je nevažeći ili je istekao.',
    );
    await expect(canvas.getByRole('link', { name: 'Prijavi se' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('button', { name: 'resend' })).toBeVisible();
  },
};

/** spec §8: without a server message, 'Greška pri verifikaciji email adrese'. */
export const FailureWithoutMessage: Story = {
  render: withToken('bilo-koji'),
  parameters: { msw: { handlers: [jsonHandler('verifyEmail', {}, 500), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Greška pri verifikaciji email adrese',
    );
  },
};

/** DESIGN: 'resend' asks for the email and sends a new link; the answer reveals nothing. */
export const Resend: Story = {
  render: withToken('istekao-token-2'),
  parameters: { msw: { handlers: [handlerOverrides.verifyEmailError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'resend' }));
    const send = canvas.getByRole('button', { name: 'Pošalji novi link' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Email adresa/), 'dragan.ilic@example.rs');
    await userEvent.click(send);
    await expect(await canvas.findByText(/poslali smo novi link za verifikaciju/)).toBeVisible();
  },
};
