import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
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
    await waitFor(() => expect(within(dialog).getByText('Slika 2 od 5')).toBeVisible());
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

/** The viewer's next/previous buttons turn the pictures, wrapping at the ends. */
export const ViewerNextPrevious: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 5 od 5' }));
    const dialog = await body.findByRole('dialog', { name: 'Plac kod Novog Sada, slika 5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sledeća slika' }));
    await expect(await body.findByRole('dialog', { name: 'Plac kod Novog Sada, slika 1' })).toBe(
      dialog,
    );
    await expect(within(dialog).getByText('Slika 1 od 5')).toBeInTheDocument();
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', args.images[0]!.fullSrc);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prethodna slika' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prethodna slika' }));
    await expect(within(dialog).getByText('Slika 4 od 5')).toBeInTheDocument();
    await expect(args.onOpenIndexChange).toHaveBeenLastCalledWith(3);
  },
};

/** The arrow keys turn the pictures; Escape still closes. */
export const ViewerArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 2 od 5' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('Slika 3 od 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(within(dialog).getByText('Slika 5 od 5')).toBeInTheDocument();
    await expect(dialog).toHaveAccessibleName('Plac kod Novog Sada, slika 5');
  },
};

/** A swipe to the left shows the next picture, to the right the previous one. */
export const ViewerSwipe: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 1 od 5' }));
    const dialog = await body.findByRole('dialog');
    const swipe = (from: number, to: number) => {
      const image = within(dialog).getByRole('img');
      fireEvent.pointerDown(image, { pointerType: 'touch', clientX: from, clientY: 200 });
      fireEvent.pointerUp(image, { pointerType: 'touch', clientX: to, clientY: 205 });
    };
    swipe(400, 200);
    await expect(await within(dialog).findByText('Slika 2 od 5')).toBeInTheDocument();
    swipe(200, 400);
    await expect(await within(dialog).findByText('Slika 1 od 5')).toBeInTheDocument();
    swipe(200, 400);
    await expect(await within(dialog).findByText('Slika 5 od 5')).toBeInTheDocument();
    // A short drag is not a swipe.
    swipe(300, 290);
    await expect(within(dialog).getByText('Slika 5 od 5')).toBeInTheDocument();
  },
};

/** One picture: the viewer has no next/previous. */
export const ViewerSingleImage: Story = {
  args: { images: sampleImages(1) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 1 od 1' }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Slika 1 od 1')).toBeVisible());
    await expect(
      within(dialog).queryByRole('button', { name: 'Sledeća slika' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * Layout `main`: a large main photo, loaded first and sized before it arrives, with the 3-column
 * grid as its thumbnail strip; a thumbnail becomes the main photo.
 */
export const MainPhoto: Story = {
  args: { images: sampleImages(5), layout: 'main' },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('button', { name: 'Otvori sliku 1 od 5' });
    const photo = within(main).getByRole('img', { name: 'Plac kod Novog Sada, slika 1' });
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('width', '2400');
    await expect(photo).toHaveAttribute('height', '1600');
    await expect(photo).toHaveAttribute('srcset', expect.stringContaining('1600w'));
    await expect(photo).toHaveAttribute('sizes');
    const strip = canvas.getByRole('list', { name: 'Sve slike' });
    const thumbs = within(strip).getAllByRole('button');
    await expect(thumbs).toHaveLength(5);
    await expect(thumbs[0]!.getBoundingClientRect().height).toBe(164);
    await expect(within(strip).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy');
    await expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(strip).getByRole('button', { name: 'Prikaži sliku 3 od 5' }));
    await expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Otvori sliku 3 od 5' })).toBeInTheDocument();
    await expect(
      canvas.getAllByRole('img', { name: 'Plac kod Novog Sada, slika 3' })[0],
    ).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Layout `main`: the main photo opens the viewer there; closing leaves the last picture seen. */
export const MainPhotoViewer: Story = {
  args: { images: sampleImages(5), layout: 'main' },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('button', { name: 'Otvori sliku 1 od 5' });
    await userEvent.click(main);
    const dialog = await body.findByRole('dialog', { name: 'Plac kod Novog Sada, slika 1' });
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const shown = canvas.getByRole('button', { name: 'Otvori sliku 2 od 5' });
    await waitFor(() => expect(shown).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Prikaži sliku 2 od 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Layout `main` with the viewer open at first (e.g. a deep link). */
export const MainPhotoViewerOpen: Story = {
  args: { images: sampleImages(3), layout: 'main', defaultOpenIndex: 1 },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Plac kod Novog Sada, slika 2' });
    await waitFor(() => expect(within(dialog).getByText('Slika 2 od 3')).toBeVisible());
  },
};

/** Layout `main` with one picture: the main photo alone, no strip. */
export const MainPhotoSingleImage: Story = {
  args: { images: sampleImages(1), layout: 'main' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Otvori sliku 1 od 1' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
