import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { ControlledImageUploader } from './ControlledImageUploader';
import { ImageUploader } from './ImageUploader';
import { existingImages, pngFiles } from './storyImages';

const meta = {
  title: 'Marketplace/ImageUploader/Features',
  component: ImageUploader,
  args: { files: [], existing: [], onFilesChange: fn(), onRemoveExisting: fn() },
  render: (args) => <ControlledImageUploader {...args} />,
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const HINT = 'Do 10 slika, najviše 5MB po slici';
const TOO_MANY = 'Možete dodati maksimalno 10 slika';

/** spec §2: the picker accepts images only; the help text states the 5MB limit. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Dodaj slike' });
    await expect(add).toHaveAccessibleDescription(HINT);
    await expect(canvas.getByRole('group', { name: 'Slike' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('0 od 10')).toBeVisible();
    const input = canvas.getByLabelText('Dodaj slike', { selector: 'input' });
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('type', 'file');
    // Keyboard reaches the visible button only.
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

export const WithPreviews: Story = {
  args: { files: pngFiles(3) },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(3);
    await expect(images[0]).toHaveAccessibleName('parcela-1.png');
    await waitFor(() => expect(images[2]?.getAttribute('src')).toMatch(/^blob:/));
    for (const n of [1, 2, 3]) {
      await expect(canvas.getByRole('button', { name: `Ukloni sliku ${n}` })).toBeEnabled();
    }
  },
};

export const AddingFiles: Story = {
  args: { files: pngFiles(1) },
  play: async ({ args, canvas }) => {
    const added = pngFiles(2, 1);
    await userEvent.upload(canvas.getByLabelText('Dodaj slike', { selector: 'input' }), added);
    await expect(args.onFilesChange).toHaveBeenCalledWith([args.files[0], ...added]);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByText('3 od 10')).toBeVisible();
  },
};

/**
 * spec §5: existing and new images count together. 8 existing + 3 picked would be 11: the whole
 * selection is rejected with the error; picking 2 then fits and clears it.
 */
export const ExistingAndNewOverLimit: Story = {
  args: { existing: existingImages(8) },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Dodaj slike', { selector: 'input' });
    await userEvent.upload(input, pngFiles(3));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOO_MANY);
    await expect(canvas.getByRole('button', { name: 'Dodaj slike' })).toHaveAccessibleDescription(
      `${TOO_MANY} ${HINT}`,
    );
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('img')).toHaveLength(8);

    const fitting = pngFiles(2);
    await userEvent.upload(input, fitting);
    await expect(args.onFilesChange).toHaveBeenCalledWith(fitting);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('10 od 10')).toBeVisible();
  },
};

export const RemoveNewImage: Story = {
  args: { existing: existingImages(1), files: pngFiles(2) },
  play: async ({ args, canvas }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const second = canvas.getByRole('img', { name: 'parcela-2.png' });
    await waitFor(() => expect(second.getAttribute('src')).toMatch(/^blob:/));
    const url = second.getAttribute('src');
    // Position 3: one existing image comes first.
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni sliku 3' }));
    await expect(args.onFilesChange).toHaveBeenCalledWith([args.files[0]]);
    await expect(canvas.queryByRole('img', { name: 'parcela-2.png' })).toBeNull();
    await expect(revoke).toHaveBeenCalledWith(url);
    revoke.mockRestore();
  },
};

/** spec §2 (edit land ad): existing images are deletable one by one. */
export const RemoveExistingImage: Story = {
  args: { existing: existingImages(2), files: pngFiles(1) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni sliku 2' }));
    await expect(args.onRemoveExisting).toHaveBeenCalledWith(101);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img', { name: 'Postojeća slika 2' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ukloni sliku 2' })).toBeVisible();
  },
};

/** spec §4: controls are disabled while the form is being submitted. */
export const Disabled: Story = {
  args: { disabled: true, existing: existingImages(1), files: pngFiles(1) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dodaj slike' })).toBeDisabled();
    const remove = canvas.getByRole('button', { name: 'Ukloni sliku 2' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Dodaj slike', { selector: 'input' })).toBeDisabled();
  },
};
