import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { INVESTOR_ID, sampleConversations } from '../ConversationList/sampleConversations';
import { ControlledMessageThread } from './ControlledMessageThread';
import { MessageThread } from './MessageThread';
import { sampleMessages } from './sampleMessages';

const meta = {
  title: 'Marketplace/MessageThread',
  component: MessageThread,
  args: {
    conversation: sampleConversations[0] ?? null,
    messages: sampleMessages,
    currentUserId: INVESTOR_ID,
    onSend: fn(),
    loading: false,
    sending: false,
    timeZone: 'Europe/Belgrade',
  },
  argTypes: { conversation: { control: 'object' }, messages: { control: 'object' } },
  render: (args) => <ControlledMessageThread {...args} />,
} satisfies Meta<typeof MessageThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Poruka' }), 'Hvala!{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hvala!');
  },
};

/** Forms know their limits: near the 5000 characters a message may have, the count shows. */
export const NearTheLimit: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Poruka' });
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(4400));
    await expect(canvas.queryByText(/Najviše 5000 karaktera/)).toBeNull();
    await userEvent.paste('a'.repeat(200));
    await expect((field as HTMLTextAreaElement).value).toHaveLength(4600);
    await expect(canvas.getByText('Najviše 5000 karaktera. 4600/5000')).toBeVisible();
  },
};
