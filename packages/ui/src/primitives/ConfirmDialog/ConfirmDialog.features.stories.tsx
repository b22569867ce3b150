import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { ConfirmDialog } from './ConfirmDialog';
import { Button } from '../Button/Button';

const meta = {
  title: 'Primitives/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    title: texts.landAd.deleteConfirm,
    confirmLabel: 'Obriši',
    cancelLabel: texts.messages.cancel,
    trigger: <Button variant="danger">Obriši oglas</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** spec §2: delete first asks 'Da li ste sigurni da želite da obrišete ovaj oglas?'. */
export const AsksBeforeDeleting: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši oglas' }));
    const dialog = await body.findByRole('alertdialog', { name: texts.landAd.deleteConfirm });
    // The safe choice has focus first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: texts.messages.cancel })).toHaveFocus(),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmCallsOnConfirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši oglas' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelDoesNotConfirm: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Obriši oglas' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.messages.cancel }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeDoesNotConfirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši oglas' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The confirm button is busy while the deletion runs, so it cannot be sent twice. */
export const BusyWhileConfirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obriši oglas' }));
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Obriši' });
    await userEvent.click(confirm);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
