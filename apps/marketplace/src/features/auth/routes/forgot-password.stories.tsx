import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  createHandlers,
  fixtureUsers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './forgot-password';

const meta = {
  title: 'Pages/ForgotPassword',
  render: renderPage({ path: paths.forgotPassword.path, Component }),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const send = (canvas: Canvas) => canvas.getByRole('button', { name: 'Pošalji link' });
const request = async (canvas: Canvas, email: string) => {
  await userEvent.type(await canvas.findByLabelText(/Email adresa/), email);
  await userEvent.click(send(canvas));
};
const confirmation = /Ako nalog sa ovom email adresom postoji, poslali smo vam link/;

/** spec §5: the submit button is disabled while the email is empty. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Zaboravljena lozinka' }),
    ).toBeVisible();
    await expect(send(canvas)).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Email adresa/), 'a');
    await expect(send(canvas)).toBeEnabled();
  },
};

/** spec §2, §8: the confirmation for an existing account… */
export const SentExistingAccount: Story = {
  play: async ({ canvas }) => {
    await request(canvas, fixtureUsers.investor.email);
    await expect(await canvas.findByText(confirmation)).toBeVisible();
  },
};

/** …is the same as for an unknown address. */
export const SentUnknownAccount: Story = {
  play: async ({ canvas }) => {
    await request(canvas, 'niko.nepoznat@example.rs');
    await expect(await canvas.findByText(confirmation)).toBeVisible();
  },
};

/** spec §4 (forms): disabled while in flight. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [loadingHandler('forgotPassword'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await request(canvas, fixtureUsers.investor.email);
    await waitFor(() => expect(send(canvas)).toBeDisabled());
  },
};

/** spec §8: the server's message when there is one… */
export const ServerError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.forgotPasswordError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await request(canvas, fixtureUsers.investor.email);
    await expect(await canvas.findByRole('alert')).not.toHaveTextContent(
      'Greška pri slanju email-a',
    );
  },
};

/** …else 'Greška pri slanju email-a'. */
export const FailureWithoutMessage: Story = {
  parameters: { msw: { handlers: [jsonHandler('forgotPassword', {}, 500), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await request(canvas, fixtureUsers.investor.email);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Greška pri slanju email-a');
  },
};
