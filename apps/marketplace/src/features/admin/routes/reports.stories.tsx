import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  errorHandler,
  fixtureBusinessAds,
  fixtureLandAds,
  jsonHandler,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { Component } from './reports';
import { consolePage } from './story-page';

const reported = fixtureLandAds.agriculturalNoviSad;

const meta = {
  title: 'Pages/Admin/Reports',
  render: consolePage(paths.adminReports.path, Component),
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const body = within(document.body);

async function chooseOption(label: string, option: string) {
  await userEvent.click(body.getByRole('combobox', { name: label }));
  await userEvent.click(await body.findByRole('option', { name: option }));
}

async function openHide(canvas: Canvas) {
  await userEvent.click(
    await canvas.findByRole('button', { name: `Sakrij oglas: ${reported.title}` }),
  );
  const dialog = await body.findByRole('dialog', { name: 'Sakrij oglas' });
  // The dialog fades in: visible once its opening animation has run.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('listAdminReports'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prijave' })).toBeVisible();
    await expect(canvas.getByText('Učitavanje…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [jsonHandler('listAdminReports', []), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema otvorenih prijava.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [errorHandler('listAdminReports'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Prijave nisu mogle da se učitaju.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pokušaj ponovo' })).toBeVisible();
  },
};

/** Grouped by ad, most reported first: count, reasons, each note, and the two measures. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: reported.title }));
    await expect(card.getByText('2 prijave')).toBeVisible();
    await expect(card.getByText('Razlozi: Prevara')).toBeVisible();
    await expect(card.getByText(/Iste fotografije sam video/)).toBeVisible();
    await expect(card.getByText('Bez napomene')).toBeVisible();
    await expect(card.getByRole('link', { name: reported.title })).toHaveAttribute(
      'href',
      paths.landAd.href(reported.id),
    );
    await expect(
      card.getByRole('button', { name: `Zadrži oglas: ${reported.title}` }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('article', { name: fixtureBusinessAds.shopPodgorica.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Otvorene' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DialogOpen: Story = {
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas);
    await expect(dialog.getByRole('combobox', { name: 'Razlog' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Tačka uslova korišćenja' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Obrazloženje' })).toHaveAttribute(
      'maxLength',
      '2000',
    );
  },
};

/** 'Dalje' with nothing filled: each field says what it needs, and the dialog stays. */
export const ValidationError: Story = {
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Dalje' }));
    await expect(dialog.getByText('Izaberite razlog.')).toBeVisible();
    await expect(dialog.getByText('Izaberite tačku uslova korišćenja.')).toBeVisible();
    await expect(dialog.getByText('Obrazloženje je obavezno.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Obrazloženje' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The whole decision: the form, 'Potvrdi odluku', a toast, and the ad leaves the open list. */
export const HideConfirmed: Story = {
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas);
    await chooseOption('Razlog', 'Prevara');
    await chooseOption('Tačka uslova korišćenja', '4.1 — Prevara');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Obrazloženje' }),
      'Tuđe fotografije.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Dalje' }));
    const confirm = within(await body.findByRole('dialog', { name: 'Potvrdi odluku' }));
    await expect(confirm.getByText('Tuđe fotografije.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Potvrdi odluku' }));
    await expect(await body.findByText('Odluka je sačuvana.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: reported.title })).not.toBeInTheDocument(),
    );
  },
};

/** The server refuses: its Serbian message shows in the dialog, which stays open. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler(
          'createDecision',
          409,
          'Ova mera se ne može primeniti u trenutnom stanju cilja.',
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openHide(canvas);
    await chooseOption('Razlog', 'Prevara');
    await chooseOption('Tačka uslova korišćenja', '4.1 — Prevara');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Obrazloženje' }),
      'Tuđe fotografije.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Dalje' }));
    const confirm = within(await body.findByRole('dialog', { name: 'Potvrdi odluku' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Potvrdi odluku' }));
    await expect(
      await confirm.findByText('Ova mera se ne može primeniti u trenutnom stanju cilja.'),
    ).toBeVisible();
  },
};

/** 'Rešene': the decided reports, without measures. */
export const Closed: Story = {
  render: consolePage(paths.adminReports.path, Component, {
    initialEntry: paths.adminReports.href('closed'),
  }),
  play: async ({ canvas }) => {
    const card = within(
      await canvas.findByRole('article', { name: fixtureLandAds.recreationalHercegNovi.title }),
    );
    await expect(card.getByText('1 prijava')).toBeVisible();
    await expect(card.queryByRole('button')).not.toBeInTheDocument();
  },
};
