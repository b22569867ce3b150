import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { ConfirmDialog, CONFIRM_DIALOG_TONES } from './ConfirmDialog';
import { Button } from '../Button/Button';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: texts.landAd.deleteConfirm,
    confirmLabel: 'Obriši',
    cancelLabel: texts.messages.cancel,
    tone: 'danger',
    trigger: <Button variant="danger">Obriši</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: CONFIRM_DIALOG_TONES },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: texts.landAd.deleteConfirm,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
