import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createHandlers,
  errorHandler,
  fixtureBusinessAds,
  fixtureLandAds,
  fixtureUsers,
  loadingHandler,
  MockDb,
} from '@marketplace/api-client/mocks';
import { paths } from '../../../config/paths';
import { renderPage } from '../../../testing/render-page';
import { Component } from './saved-ads';

const { investor } = fixtureUsers;
const land = fixtureLandAds.agriculturalNoviSad;
const sold = fixtureLandAds.agriculturalBitolj;
const deleted = fixtureLandAds.deletedNis;
const business = fixtureBusinessAds.restaurantZagreb;

/** The investor saved four ads: a business, a land ad since sold, one since deleted, one active. */
function savedAds() {
  const db = new MockDb();
  const save = (ad_type: 'land' | 'business', ad_id: number, day: number) =>
    db.favorites.push({
      user_id: investor.id,
      ad_type,
      ad_id,
      saved_at: `2024-11-0${day}T10:00:00.000Z`,
    });
  save('land', land.id, 1);
  save('land', deleted.id, 2);
  save('land', sold.id, 3);
  save('business', business.id, 4);
  return createHandlers({ db });
}

const meta = {
  title: 'Pages/SavedAds',
  render: renderPage({ path: paths.savedAds.path, Component, userId: investor.id }),
  parameters: { layout: 'fullscreen', msw: { handlers: savedAds() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const card = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('article', { name: title }));

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('listFavorites'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sačuvani oglasi' }),
    ).toBeVisible();
    await expect(canvas.getByText('Učitavanje sačuvanih oglasa…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sačuvani oglasi | Nekretnine'));
  },
};

/** Nothing saved yet: the empty text and a way to the ads. */
export const Empty: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nemate sačuvanih oglasa')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pretražite oglase' })).toHaveAttribute(
      'href',
      paths.realEstate.href(),
    );
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [errorHandler('listFavorites'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Greška pri učitavanju sačuvanih oglasa')).toBeVisible();
  },
};

/**
 * Newest saved first; each card links to its ad page (land or business), a sold ad shows
 * 'Prodato', a deleted one says 'Oglas je obrisan' and links nowhere.
 */
export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      business.title,
      sold.title,
      deleted.title,
      land.title,
    ]);
    await expect(canvas.getByRole('link', { name: business.title })).toHaveAttribute(
      'href',
      paths.businessAd.href(business.id),
    );
    await expect(canvas.getByRole('link', { name: land.title })).toHaveAttribute(
      'href',
      paths.landAd.href(land.id),
    );
    await expect(card(canvas, sold.title).getByText('Prodato')).toBeVisible();
    await expect(card(canvas, deleted.title).getByText('Oglas je obrisan')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: deleted.title })).not.toBeInTheDocument();
    await expect(canvas.getByText('Ukupno sačuvanih: 4')).toBeVisible();
  },
};

/** A deleted saved ad keeps a complete card: marked deleted, with its footer, and no dead link. */
export const DeletedCard: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: deleted.title });
    const inCard = within(article);
    await expect(inCard.getByText('Oglas je obrisan')).toBeVisible();
    await expect(inCard.getByText('Oglas više nije dostupan.')).toBeVisible();
    await expect(article).toHaveTextContent('15.000 €');
    await expect(inCard.getByText('Niš, Srbija')).toBeVisible();
    await expect(
      inCard.getByRole('button', { name: `Ukloni iz sačuvanih: ${deleted.title}` }),
    ).toBeVisible();
    await expect(inCard.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** 'Ukloni iz sačuvanih' takes the ad off the list at once. */
export const Remove: Story = {
  parameters: { msw: { handlers: savedAds() } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(
      canvas.getByRole('button', { name: `Ukloni iz sačuvanih: ${deleted.title}` }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: deleted.title })).not.toBeInTheDocument(),
    );
    await expect(await canvas.findByText('Ukupno sačuvanih: 3')).toBeVisible();
  },
};

/** A failed removal puts the ad back and says so in a toast. */
export const RemoveFailure: Story = {
  parameters: {
    msw: { handlers: [errorHandler('removeFavorite'), ...savedAds()] },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(
      canvas.getByRole('button', { name: `Ukloni iz sačuvanih: ${land.title}` }),
    );
    const region = await within(document.body).findByRole('region', { name: /Obaveštenja/ });
    await expect(
      await within(region).findByText('Oglas nije uklonjen iz sačuvanih. Pokušajte ponovo.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('article', { name: land.title })).toBeVisible();
    await expect(canvas.getByText('Ukupno sačuvanih: 4')).toBeVisible();
  },
};
