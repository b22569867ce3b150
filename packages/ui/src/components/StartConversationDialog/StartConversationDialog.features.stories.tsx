import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StartConversationDialog } from './StartConversationDialog';

const meta = {
  title: 'Marketplace/StartConversationDialog/Features',
  component: StartConversationDialog,
  args: { defaultOpen: true, onSend: fn(), onOpenChange: fn() },
} satisfies Meta<typeof StartConversationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function findDialog() {
  return body.findByRole('dialog', { name: 'Pošaljite poruku vlasniku oglasa' });
}

/** spec §2: title, text, 'Vaša poruka', 'Otkaži' and a 'Pošalji' disabled while blank. */
export const SendDisabledWhenBlank: Story = {
  play: async () => {
    const dialog = within(await findDialog());
    const text = dialog.getByText('Ova poruka će započeti novi razgovor sa vlasnikom oglasa');
    // The dialog fades in, so visibility is awaited.
    await waitFor(() => expect(text).toBeVisible());
    const field = dialog.getByRole('textbox', { name: 'Vaša poruka' });
    const send = dialog.getByRole('button', { name: 'Pošalji' });
    await expect(send).toBeDisabled();
    // spec §5: whitespace only counts as blank.
    await userEvent.type(field, '   {Enter}  ');
    await expect(send).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Otkaži' })).toBeEnabled();
  },
};

export const EnabledAfterTyping: Story = {
  play: async () => {
    const dialog = within(await findDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vaša poruka' }), 'Dobar dan');
    await expect(dialog.getByRole('button', { name: 'Pošalji' })).toBeEnabled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const SendCallsOnSend: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Vaša poruka' }),
      '  Da li je cena parcele fiksna?{Shift>}{Enter}{/Shift}Hvala ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Pošalji' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Da li je cena parcele fiksna?\nHvala');
  },
};

/** spec §4: the send control is disabled while the request is in flight. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vaša poruka' }), 'Pozdrav');
    const send = dialog.getByRole('button', { name: 'Pošalji' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** No dead ends: a refused start shows why, and the message stays to be sent again. */
export const Refused: Story = {
  args: { error: 'Ovaj korisnik vas je blokirao. Poruka nije poslata.' },
  play: async () => {
    const dialog = within(await findDialog());
    const alert = dialog.getByRole('alert');
    await waitFor(() => expect(alert).toBeVisible());
    await expect(alert).toHaveTextContent('Ovaj korisnik vas je blokirao. Poruka nije poslata.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vaša poruka' }), 'Pozdrav');
    await expect(dialog.getByRole('button', { name: 'Pošalji' })).toBeEnabled();
  },
};
