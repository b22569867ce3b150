import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBusinessAd } from '../AdCard/sampleAds';
import { sampleImages } from '../ImageGallery/sampleImages';
import { BusinessCard } from './BusinessCard';

const meta = {
  title: 'Marketplace/BusinessCard/Features',
  component: BusinessCard,
  args: { ad: sampleBusinessAd, imageUrl: sampleImages(2)[1]!.src, viewHref: '/business/12' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BusinessCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG =
  'Uhodan restoran sa 80 mesta i letnjom baštom, stalnom klijentelom i kompletnom opremom kuhinje. ';

/** spec §2: picture, type chip, title, description, price, revenue, employees, year, author. */
export const WithImage: Story = {
  args: { ad: { ...sampleBusinessAd, description: 'Kratak opis.' } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: sampleBusinessAd.title });
    await expect(canvasElement.querySelector('img')).toBeInTheDocument();
    await expect(within(card).getByText('Restoran i ugostiteljstvo')).toBeVisible();
    await expect(within(card).getByText('Kratak opis.')).toBeVisible();
    await expect(within(card).getByText('350K €')).toBeVisible();
    await expect(within(card).getByText('420K €')).toBeVisible();
    await expect(within(card).getByText('12 zaposlenih')).toBeVisible();
    await expect(within(card).getByText('2009')).toBeVisible();
    await expect(within(card).getByText('Jelena Jovanović')).toBeVisible();
    await expect(within(card).getByText('Zagreb, Hrvatska')).toBeVisible();
  },
};

export const Placeholder: Story = {
  args: { imageUrl: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Pogledaj detalje' })).toBeVisible();
  },
};

/** spec §2, §9: the description is cut to 100 characters plus '...'. */
export const LongDescriptionTruncated: Story = {
  args: { ad: { ...sampleBusinessAd, description: LONG.repeat(3) } },
  play: async ({ canvas }) => {
    const preview = canvas.getByText(/\.\.\.$/);
    await expect(preview.textContent).toBe(`${LONG.repeat(3).slice(0, 100)}...`);
  },
};

/** spec §2: without a description the card says it is for investors only. */
export const NoDescription: Story = {
  args: { ad: { ...sampleBusinessAd, description: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Opis je dostupan samo investitorima')).toBeVisible();
  },
};

/** spec §3: revenue, employees and founding year are optional and left out when missing. */
export const OptionalFieldsMissing: Story = {
  args: {
    imageUrl: null,
    ad: {
      title: 'Mala radionica',
      price: 950,
      business_type: 'manufacturing',
      annual_revenue: null,
      employee_count: null,
      established_year: null,
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Mala radionica' });
    await expect(within(card).getByText('950 €')).toBeVisible();
    await expect(within(card).queryByText(/zaposlen/)).not.toBeInTheDocument();
    await expect(within(card).queryByText('Zaposleni')).not.toBeInTheDocument();
    await expect(within(card).queryByText('Godišnji prihod')).not.toBeInTheDocument();
  },
};

/** spec §9: a million or more reads in millions with one decimal. */
export const PriceInMillions: Story = {
  args: { ad: { ...sampleBusinessAd, price: 1_500_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,5M €')).toBeVisible();
  },
};

/** spec §2 (My ads): owner actions on a business ad. */
export const OwnerActions: Story = {
  args: {
    editHref: '/edit-business-ad/12',
    onDelete: fn(),
    ad: { ...sampleBusinessAd, deleted: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Uredi' })).toHaveAttribute(
      'href',
      '/edit-business-ad/12',
    );
    await expect(canvas.getByRole('button', { name: 'Obriši' })).toBeVisible();
    await expect(canvas.getByText('Obrisan')).toBeVisible();
  },
};

export const ViewButton: Story = {
  args: { viewHref: undefined, onView: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pogledaj detalje' }));
    await expect(args.onView).toHaveBeenCalledOnce();
  },
};

/** The whole card is one link named by the title. */
export const WholeCardLink: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('link', { name: sampleBusinessAd.title });
    await expect(title).toHaveAttribute('href', '/business/12');
    await expect(canvas.getByRole('link', { name: 'Pogledaj detalje' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await userEvent.tab();
    await expect(title).toHaveFocus();
  },
};

export const Sold: Story = {
  args: { ad: { ...sampleBusinessAd, status: 'sold' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prodato')).toBeVisible();
  },
};

export const ReservedWithViews: Story = {
  args: { ad: { ...sampleBusinessAd, status: 'reserved', view_count: 7 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rezervisano')).toBeVisible();
    await expect(canvas.getByText('Pregleda: 7')).toBeVisible();
  },
};

/** The heart of a signed-in viewer, above the card's link: a press saves, not opens, the ad. */
export const Favorite: Story = {
  args: { favorite: { saved: false, onSavedChange: fn() } },
  play: async ({ args, canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Sačuvaj oglas', pressed: false });
    await expect(heart).toHaveAccessibleDescription(sampleBusinessAd.title);
    const box = heart.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(heart.contains(hit)).toBe(true);
    await userEvent.click(heart);
    await expect(args.favorite!.onSavedChange).toHaveBeenCalledWith(true);
  },
};
