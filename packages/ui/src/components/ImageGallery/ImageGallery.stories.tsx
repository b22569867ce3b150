import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageGallery } from './ImageGallery';
import { sampleImages } from './sampleImages';

const meta = {
  title: 'Marketplace/ImageGallery',
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

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Otvori sliku 2 od 5' }));
    await expect(args.onOpenIndexChange).toHaveBeenCalledWith(1);
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
  },
};
