import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConversationList } from './ConversationList';
import { INVESTOR_ID, sampleConversations } from './sampleConversations';

const meta = {
  title: 'Marketplace/ConversationList',
  component: ConversationList,
  args: {
    conversations: sampleConversations,
    currentUserId: INVESTOR_ID,
    selectedId: 1,
    onSelect: fn(),
    timeZone: 'Europe/Belgrade',
  },
  argTypes: { conversations: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ivan Horvat/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
  },
};
