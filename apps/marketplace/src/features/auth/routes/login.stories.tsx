import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  createHandlers,
  fixtureUsers,
  handlerOverrides,
  jsonHandler,
  loadingHandler,
  mockCaptcha,
  mockPassword,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { Component } from './login';

const meta = {
  title: 'Pages/Login',
  render: renderPage({ path: paths.login.path, Component }),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fill = async (canvas: Canvas, email: string, password: string) => {
  await userEvent.type(await canvas.findByLabelText(/Email adresa/), email);
  await userEvent.type(canvas.getByLabelText(/^Lozinka/), password);
};
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Prijava' }));

/** spec §2: email, password, and links to /forgot-password and /register; no captcha yet. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prijava' })).toBeVisible();
    await expect(canvas.getByLabelText(/Email adresa/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Lozinka/)).toHaveAttribute('type', 'password');
    await expect(canvas.queryByLabelText(mockCaptcha.question)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Zaboravili ste lozinku?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Registrujte se' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/** spec §5: the required messages block submission, email first. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email adresa je obavezna');
    await userEvent.type(canvas.getByLabelText(/Email adresa/), fixtureUsers.landOwner.email);
    await submit(canvas);
    await expect(await canvas.findByText('Lozinka je obavezna')).toBeVisible();
  },
};

/** spec §5: the email and short-password hints show inline but do not block the request. */
export const HintsDoNotBlock: Story = {
  parameters: { msw: { handlers: [handlerOverrides.loginWrongPassword, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'marko', '123');
    await expect(await canvas.findByText('Molimo unesite validnu email adresu')).toBeVisible();
    await expect(canvas.getByText('Lozinka mora imati najmanje 6 karaktera')).toBeVisible();
    await submit(canvas);
    await expect(await canvas.findByText('Pogrešan email ili lozinka.')).toBeVisible();
  },
};

/** spec §8: the server's message is shown. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: [handlerOverrides.loginWrongPassword, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.landOwner.email, 'pogresna');
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Pogrešan email ili lozinka.');
  },
};

/** spec §8: without a server message, 'Greška pri prijavljivanju'. */
export const FailureWithoutMessage: Story = {
  parameters: { msw: { handlers: [jsonHandler('login', {}, 500), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.landOwner.email, mockPassword);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Greška pri prijavljivanju');
  },
};

/** spec §8: no answer at all, 'Greška pri povezivanju sa serverom'. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: [handlerOverrides.loginNetworkError, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.landOwner.email, mockPassword);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Greška pri povezivanju sa serverom',
    );
  },
};

/** DESIGN: an unverified account is refused with the server's message. */
export const Unverified: Story = {
  parameters: { msw: { handlers: [handlerOverrides.loginUnverified, ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.unverifiedInvestor.email, mockPassword);
    await submit(canvas);
    await expect(
      await canvas.findByText('Email adresa nije verifikovana. Proverite svoje poruke.'),
    ).toBeVisible();
    // No dead ends: a new link for that address, one press away.
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji ponovo link' }));
    await expect(
      await canvas.findByText(
        'Ako nalog sa ovom adresom postoji i nije verifikovan, poslali smo novi link za verifikaciju.',
      ),
    ).toBeVisible();
  },
};

/** spec §4 (forms): the submit button is disabled while the request is in flight. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [loadingHandler('login'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.landOwner.email, mockPassword);
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Prijava' })).toBeDisabled());
  },
};

/** spec §4: after repeated failures the server asks a captcha; the answer is required, then sent. */
export const Captcha: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.landOwner.email, 'pogresna');
    // Each attempt waits for its answer: the button is disabled while one is in flight.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await submit(canvas);
      await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    }
    const answer = await canvas.findByLabelText(mockCaptcha.question, { exact: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pogrešan email ili lozinka.');
    // The required check comes first.
    await userEvent.clear(canvas.getByLabelText(/^Lozinka/));
    await userEvent.type(canvas.getByLabelText(/^Lozinka/), mockPassword);
    await submit(canvas);
    await expect(await canvas.findByText('Molimo odgovorite na CAPTCHA pitanje')).toBeVisible();
    await userEvent.type(answer, mockCaptcha.answer);
    await submit(canvas);
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('Stranica: /');
  },
};

/** spec §2: success stores the session and goes to /. */
export const Success: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.landOwner.email, mockPassword);
    await submit(canvas);
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('Stranica: /');
    await expect(localStorage.getItem('userId')).toBe(String(fixtureUsers.landOwner.id));
    await expect(localStorage.getItem('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  },
};

/** No dead ends: a link that names its page (`?next=`, e.g. from an email) returns there. */
export const ReturnsToNext: Story = {
  render: renderPage({
    path: paths.login.path,
    initialEntry: `/login?next=${encodeURIComponent('/messages?c=5')}`,
    Component,
  }),
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.investor.email, mockPassword);
    await submit(canvas);
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(
      /^Stranica: \/messages\?c=5$/,
    );
  },
};

/** No open redirect: `?next=` of another site is ignored, sign-in goes to /. */
export const IgnoresOtherSiteNext: Story = {
  render: renderPage({
    path: paths.login.path,
    initialEntry: `/login?next=${encodeURIComponent('//evil.example/ads/1')}`,
    Component,
  }),
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await fill(canvas, fixtureUsers.investor.email, mockPassword);
    await submit(canvas);
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent(/^Stranica: \/$/);
  },
};
