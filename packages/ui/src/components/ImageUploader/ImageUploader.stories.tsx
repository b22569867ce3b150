import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ControlledImageUploader } from './ControlledImageUploader';
import { ImageUploader } from './ImageUploader';
import { existingImages, pngFiles } from './storyImages';

const meta = {
  title: 'Marketplace/ImageUploader',
  component: ImageUploader,
  args: { files: [], existing: [], onFilesChange: fn(), onRemoveExisting: fn(), disabled: false },
  argTypes: { files: { control: false }, existing: { control: false } },
  render: (args) => <ControlledImageUploader {...args} />,
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const files = pngFiles(2);
    await userEvent.upload(canvas.getByLabelText('Dodaj slike', { selector: 'input' }), files);
    await expect(args.onFilesChange).toHaveBeenCalledWith(files);
  },
};

export const EditWithExisting: Story = {
  args: { existing: existingImages(3), files: pngFiles(2) },
};
