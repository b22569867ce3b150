import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImages } from '../ImageGallery/sampleImages';
import { texts } from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import { Grid } from '../../primitives/Grid';
import { AdCard } from './AdCard';
import { sampleLandAd } from './sampleAds';
import { wideViewport } from '../../internal/storyViewports';

const meta = {
  title: 'Marketplace/AdCard/Features',
  component: AdCard,
  args: {
    ad: sampleLandAd,
    imageUrl: sampleImages(1)[0]!.src,
    viewHref: '/ads/7',
    timeZone: 'Europe/Belgrade',
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.grid ? undefined : 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** spec §2: picture, title, price, location, land type, area, author and date. */
export const WithImage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Poljoprivredno zemljište kod Novog Sada' });
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      sampleImages(1)[0]!.src,
    );
    await expect(canvasElement.querySelector('img')).not.toHaveAttribute('sizes');
    await expect(card).toHaveTextContent('45.000 €');
    await expect(within(card).getByText('Novi Sad, Srbija')).toBeVisible();
    await expect(within(card).getByText('Poljoprivredno zemljište')).toBeVisible();
    await expect(within(card).getByText('12.500 m²')).toBeVisible();
    await expect(within(card).getByText('Marko Petrović · 5. novembar 2024.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pogledaj detalje' })).toHaveAttribute(
      'href',
      '/ads/7',
    );
  },
};

/**
 * With the 800 px copy beside the thumbnail: a 2x screen or a one-column phone takes the copy,
 * a 3-column desktop grid the thumbnail (the lists' grid sizes the picture).
 */
export const WithSharpCopy: Story = {
  args: {
    imageSrcSet: `${sampleImages(1)[0]!.src} 400w, ${sampleImages(1)[0]!.largeSrc} 800w`,
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute(
      'srcset',
      `${sampleImages(1)[0]!.src} 400w, ${sampleImages(1)[0]!.largeSrc} 800w`,
    );
    await expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw',
    );
    await expect(image).toHaveAttribute('src', sampleImages(1)[0]!.src);
  },
};

/** Without a thumbnail the card shows a placeholder picture. */
export const Placeholder: Story = {
  args: { imageUrl: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: sampleLandAd.title })).toBeVisible();
  },
};

/** Missing optional fields are left out rather than shown empty. */
export const OptionalFieldsMissing: Story = {
  args: {
    imageUrl: null,
    ad: { title: 'Plac bez detalja', price: 9900, land_type: 'recreational' },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Plac bez detalja' });
    await expect(card).toHaveTextContent('9.900 €');
    await expect(within(card).queryByText('Lokacija')).not.toBeInTheDocument();
    await expect(within(card).queryByText('Površina')).not.toBeInTheDocument();
  },
};

/** spec §2 (My ads): view, edit and delete; delete asks first, then calls back. */
export const OwnerActions: Story = {
  args: { editHref: '/edit-ad/7', onDelete: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pogledaj detalje' })).toBeVisible();
    const edit = canvas.getByRole('link', { name: 'Uredi' });
    await expect(edit).toHaveAttribute('href', '/edit-ad/7');
    await expect(edit).toHaveAccessibleDescription(sampleLandAd.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši' }));
    const dialog = await body.findByRole('alertdialog', {
      name: 'Da li ste sigurni da želite da obrišete ovaj oglas?',
    });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Cancelling the confirmation deletes nothing. */
export const DeleteCancelled: Story = {
  args: { editHref: '/edit-ad/7', onDelete: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A deleted ad carries a warning chip. */
export const Deleted: Story = {
  args: { ad: { ...sampleLandAd, deleted: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Obrisan')).toBeVisible();
  },
};

/**
 * A saved ad since deleted: still a complete card (picture, price, facts, controls), marked
 * deleted, with a footer note instead of a link to a page that is no longer public.
 */
export const DeletedWithNote: Story = {
  args: {
    ad: { ...sampleLandAd, deleted: true },
    viewHref: undefined,
    footerNote: texts.favorites.deletedNote,
    controls: (
      <Button variant="outline" size="sm">
        {texts.favorites.remove}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Poljoprivredno zemljište kod Novog Sada' });
    await expect(card).toHaveAttribute('data-deleted');
    await expect(within(card).getByText('Obrisan')).toBeVisible();
    await expect(card).toHaveTextContent('45.000 €');
    await expect(within(card).getByText('Oglas više nije dostupan.')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Ukloni iz sačuvanih' })).toBeVisible();
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Without a link the view action is a button calling `onView`. */
export const ViewButton: Story = {
  args: { viewHref: undefined, onView: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pogledaj detalje' }));
    await expect(args.onView).toHaveBeenCalledOnce();
  },
};

/** spec §2, §9: three cards per row on wide screens, equal heights in a row. */
export const InGrid: Story = {
  parameters: { grid: true },
  globals: wideViewport,
  render: (args) => (
    <Grid as="ul">
      {[
        args.ad,
        { ...args.ad, title: 'Građevinsko zemljište uz magistralni put, sa svim dozvolama' },
        { ...args.ad, title: 'Šuma kod Kraljeva', land_type: 'commercial', city_id: 110 },
        { ...args.ad, title: 'Plac za vikendicu', land_type: 'recreational', area: 800 },
      ].map((ad, index) => (
        <li key={ad.title}>
          <AdCard {...args} ad={ad} imageUrl={index === 2 ? null : sampleImages(4)[index]!.src} />
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    await expect(cards).toHaveLength(4);
    await expect(cards[1]!.top).toBe(cards[0]!.top);
    await expect(cards[2]!.top).toBe(cards[0]!.top);
    await expect(cards[3]!.top).toBeGreaterThan(cards[0]!.bottom);
    await expect(cards[2]!.height).toBe(cards[1]!.height);
  },
};

/** The whole card is one link named by the title; 'Pogledaj detalje' is no extra stop. */
export const WholeCardLink: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('link', { name: 'Poljoprivredno zemljište kod Novog Sada' });
    await expect(title).toHaveAttribute('href', '/ads/7');
    const view = canvas.getByRole('link', { name: 'Pogledaj detalje' });
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(title).toHaveFocus();
    // The link's layer covers the picture too: a click there lands on the title's link.
    const image = canvas.getByRole('article').querySelector('img')!;
    const box = image.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(title);
  },
};

/** The price per m² beside the price, and 'Po dogovoru' when negotiable. */
export const Negotiable: Story = {
  args: { ad: { ...sampleLandAd, price_negotiable: true } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('3,6 €/m²')).toBeVisible();
    await expect(within(card).getByText('Po dogovoru')).toBeVisible();
  },
};

export const Reserved: Story = {
  args: { ad: { ...sampleLandAd, status: 'reserved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rezervisano')).toBeVisible();
  },
};

/** Sold, on 'Moji oglasi': the author also sees the view count, and the owner controls work. */
export const SoldWithViews: Story = {
  args: {
    ad: { ...sampleLandAd, status: 'sold', view_count: 42 },
    editHref: '/edit-ad/7',
    onDelete: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prodato')).toBeVisible();
    await expect(canvas.getByText('Pregleda: 42')).toBeVisible();
    await expect(canvas.queryByText('Rezervisano')).toBeNull();
    // The owner's own links stay clickable above the card's link layer.
    const edit = canvas.getByRole('link', { name: 'Uredi' });
    const box = edit.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 4, box.top + box.height / 2)).toBe(edit);
  },
};

/**
 * The heart of a signed-in viewer: a toggle button (aria-pressed) above the card's link layer,
 * the Tab stop after the title, described by the ad's title; pressing it does not follow the link.
 */
export const Favorite: Story = {
  args: { favorite: { saved: false, onSavedChange: fn() } },
  play: async ({ args, canvas }) => {
    const title = canvas.getByRole('link', { name: 'Poljoprivredno zemljište kod Novog Sada' });
    const heart = canvas.getByRole('button', { name: 'Sačuvaj oglas' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleDescription('Poljoprivredno zemljište kod Novog Sada');
    await userEvent.tab();
    await expect(title).toHaveFocus();
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    // The heart sits above the stretched link: a press at its centre reaches the button.
    const box = heart.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(heart.contains(hit)).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.favorite!.onSavedChange).toHaveBeenCalledWith(true);
  },
};

/** A saved ad: the heart is filled and pressed; pressing it asks to remove the ad. */
export const FavoriteSaved: Story = {
  args: { favorite: { saved: true, onSavedChange: fn() } },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Sačuvaj oglas', pressed: true });
    await userEvent.click(heart);
    await expect(args.favorite!.onSavedChange).toHaveBeenCalledWith(false);
  },
};
