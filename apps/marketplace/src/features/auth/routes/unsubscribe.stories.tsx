import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  createHandlers,
  errorHandler,
  fixtureUsers,
  loadingHandler,
  mockUnsubscribeToken,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './unsubscribe';

const token = mockUnsubscribeToken(fixtureUsers.investor.id, 'messages');

const withToken = (value: string) =>
  renderPage({
    path: paths.unsubscribe.path,
    initialEntry: `/unsubscribe?token=${encodeURIComponent(value)}`,
    Component,
  });

const meta = {
  title: 'Pages/Unsubscribe',
  render: withToken(token),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('unsubscribe'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Odjavljivanje…')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Odjava sa obaveštenja' })).toBeVisible();
  },
};

/** No sign-in needed: the server's answer, as it sent it, and the way to the settings. */
export const Unsubscribed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Odjava je primljena' })).toBeVisible();
    await expect(
      canvas.getByText('Odjava je primljena. Više vam nećemo slati ovu vrstu poruka.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Podešavanja na profilu' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await waitFor(() => expect(document.title).toBe('Odjava je primljena | Nekretnine'));
  },
};

export const MissingToken: Story = {
  render: renderPage({ path: paths.unsubscribe.path, Component }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Link za odjavu nije potpun. Otvorite ga ponovo iz poruke e-pošte.',
    );
    await expect(canvas.queryByRole('button', { name: 'Pokušaj ponovo' })).toBeNull();
  },
};

/** A refused token (e.g. malformed): the server's message. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [errorHandler('unsubscribe', 400, 'Neispravan zahtev.'), ...createHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Neispravan zahtev.');
    await expect(canvas.getByRole('heading', { name: 'Odjava nije uspela' })).toBeVisible();
  },
};

/** The server was not reached: 'Pokušaj ponovo' posts the token again. */
export const FailedThenRetried: Story = {
  parameters: {
    msw: {
      handlers: [
        // Only the first attempt fails; the next one reaches the mock API.
        http.post('*/api/unsubscribe', () => HttpResponse.json({}, { status: 503 }), {
          once: true,
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Greška pri odjavi. Pokušajte ponovo.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pokušaj ponovo' }));
    await expect(await canvas.findByRole('heading', { name: 'Odjava je primljena' })).toBeVisible();
  },
};
