import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
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
