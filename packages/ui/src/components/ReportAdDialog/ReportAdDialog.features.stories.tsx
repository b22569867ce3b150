import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ReportAdDialog } from './ReportAdDialog';

const meta = {
  title: 'Marketplace/ReportAdDialog/Features',
  component: ReportAdDialog,
  args: { defaultOpen: true, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ReportAdDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function findDialog() {
  const dialog = await body.findByRole('dialog', { name: 'Prijavi oglas' });
  // The dialog fades in, so visibility is awaited.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The four reasons as a radio group; 'Pošalji prijavu' is disabled until one is chosen. */
export const ReasonsAndButtons: Story = {
  play: async () => {
    const dialog = await findDialog();
    const group = dialog.getByRole('group', { name: 'Razlog prijave' });
    const reasons = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    await expect(reasons).toEqual(['Prevara', 'Pogrešna kategorija', 'Već prodato', 'Drugo']);
    await expect(dialog.getByRole('textbox', { name: 'Napomena' })).toHaveAttribute(
      'maxlength',
      '1000',
    );
    await expect(dialog.getByRole('button', { name: 'Pošalji prijavu' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Otkaži' })).toBeEnabled();
    // The screenshot shows the dialog, not the first reason's focus ring: whether the browser
    // draws it after the dialog's own focus depends on how the run reached the story.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** The chosen reason and the note go to onSubmit. */
export const Submit: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Prevara' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Napomena' }),
      'Ista parcela je oglašena pod drugim imenom.',
    );
    const submit = dialog.getByRole('button', { name: 'Pošalji prijavu' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'fraud',
      note: 'Ista parcela je oglašena pod drugim imenom.',
    });
  },
};

/** Arrow keys move between the reasons, as in any radio group. */
export const KeyboardChoice: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    const fraud = dialog.getByRole('radio', { name: 'Prevara' });
    fraud.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'Pogrešna kategorija' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Pošalji prijavu' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'wrong_category', note: '' });
  },
};

/** While the report is in flight the form is disabled and 'Pošalji prijavu' is busy. */
export const Sending: Story = {
  args: { sending: true },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog.getByRole('radio', { name: 'Drugo' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Pošalji prijavu' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Otkaži' })).toBeDisabled();
  },
};

/** A refusal stays in the dialog, e.g. the server's answer to a second report. */
export const AlreadyReported: Story = {
  args: { error: 'Već ste prijavili ovaj oglas.' },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent('Već ste prijavili ovaj oglas.');
  },
};

/** 'Otkaži' closes the dialog without sending. */
export const CancelCloses: Story = {
  args: { defaultOpen: false, trigger: <Button>Prijavi</Button> },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prijavi' }));
    const dialog = await findDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
