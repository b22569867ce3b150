import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageGallery } from './ImageGallery';
import { sampleImages } from './sampleImages';

const meta = {
  title: 'Marketplace/ImageGallery/Features',
  component: ImageGallery,
  args: { images: sampleImages(5), onOpenIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** spec §9: three columns, rows of 164 px. */
export const ThreeColumns: Story = {
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /^Otvori sliku \d od 5$/ });
    await expect(buttons).toHaveLength(5);
    const [first, second, third, fourth] = buttons.map((b) => b.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBe(first!.top);
    await expect(fourth!.top).toBeGreaterThan(first!.bottom);
    await expect(first!.height).toBe(164);
    await expect(canvas.getByRole('img', { name: 'Plac kod Novog Sada, slika 3' })).toBeVisible();
  },
};

/** spec §2: clicking a picture opens it full size in a dialog. */
export const OpensDialogOnClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 2 od 5' }));
    const dialog = await body.findByRole('dialog', { name: 'Plac kod Novog Sada, slika 2' });
    await expect(args.onOpenIndexChange).toHaveBeenCalledWith(1);
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', args.images[1]!.fullSrc);
    await waitFor(() => expect(within(dialog).getByText('2 / 5')).toBeVisible());
  },
};

/** spec §2: the dialog's 'Zatvori' button closes it. */
export const CloseButtonCloses: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 3 od 5' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenIndexChange).toHaveBeenLastCalledWith(null);
  },
};

/** Keyboard: Enter opens, Escape closes and focus returns to the picture that was opened. */
export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('button', { name: 'Otvori sliku 4 od 5' });
    picture.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Plac kod Novog Sada, slika 4' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(picture).toHaveFocus());
  },
};

export const SingleImage: Story = {
  args: { images: sampleImages(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Otvori sliku 1 od 1' })).toBeVisible();
  },
};

/** No images: the empty state replaces the grid. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Nema slika')).toBeVisible();
  },
};

/** The app may word the empty state itself, or show nothing. */
export const NoImagesCustomText: Story = {
  args: { images: [], emptyText: 'Oglas nema fotografija' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oglas nema fotografija')).toBeVisible();
  },
};
