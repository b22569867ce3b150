import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { StartConversationDialog } from './StartConversationDialog';

const meta = {
  title: 'Marketplace/StartConversationDialog',
  component: StartConversationDialog,
  args: {
    onSend: fn(),
    onOpenChange: fn(),
    sending: false,
    trigger: <Button>Pošalji poruku vlasniku</Button>,
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof StartConversationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji poruku vlasniku' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Pošaljite poruku vlasniku oglasa',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** Forms know their limits: near the 5000 characters a message may have, the count shows. */
export const NearTheLimit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pošalji poruku vlasniku' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: 'Pošaljite poruku vlasniku oglasa',
      }),
    );
    await userEvent.click(dialog.getByRole('textbox'));
    await userEvent.paste('a'.repeat(4999));
    await expect(dialog.getByText('Najviše 5000 karaktera. 4999/5000')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
