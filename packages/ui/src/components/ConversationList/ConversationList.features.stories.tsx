import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList } from './ConversationList';
import { INVESTOR_ID, OWNER_ID, sampleConversations } from './sampleConversations';

const meta = {
  title: 'Marketplace/ConversationList/Features',
  component: ConversationList,
  args: {
    conversations: sampleConversations,
    currentUserId: INVESTOR_ID,
    onSelect: fn(),
    timeZone: 'Europe/Belgrade',
  },
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

function rowOf(element: HTMLElement): HTMLElement {
  const row = element.closest('li');
  if (!row) throw new Error('not inside a conversation row');
  return row;
}

/** spec §2: ad title (linked), other party, last message, time dd.MM.yyyy HH:mm, unread badge. */
export const RowContents: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Razgovori' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    await expect(
      first.getByRole('link', { name: 'Poljoprivredno zemljište kod Novog Sada' }),
    ).toHaveAttribute('href', '/ads/12');
    const select = first.getByRole('button', { name: /^Marko Petrović/ });
    await expect(select).toHaveTextContent('05.11.2024 13:07');
    await expect(select).toHaveTextContent('Dobar dan, cena je okvirna, možemo razgovarati.');
    await expect(select).toHaveAccessibleName(/Nepročitane poruke: 3$/);
  },
};

/** spec §2: business conversations link to /business/{ad_id}. */
export const BusinessAdLink: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Restoran Dunav sa terasom na reci' }),
    ).toHaveAttribute('href', '/business/5');
    await expect(canvas.getByRole('link', { name: 'Plac na Zlatiboru' })).toHaveAttribute(
      'href',
      '/ads/31',
    );
  },
};

/** The signed-in owner is the receiver, so the investor's name is shown. */
export const OtherPartyForReceiver: Story = {
  args: { currentUserId: OWNER_ID, conversations: sampleConversations.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Stefan Nikolić/ })).toBeVisible();
    await expect(canvas.queryByText('Marko Petrović')).toBeNull();
  },
};

/** spec §2, §9: the count, '9+' above 9, nothing at 0; unread rows are highlighted. */
export const UnreadBadges: Story = {
  play: async ({ canvas }) => {
    const many = canvas.getByRole('button', { name: /^Jelena Jovanović/ });
    await expect(within(many).getByText('9+')).toBeVisible();
    await expect(many).toHaveAccessibleName(/Nepročitane poruke: 9\+$/);
    const read = canvas.getByRole('button', { name: /^Ivan Horvat/ });
    await expect(read).not.toHaveAccessibleName(/Nepročitane/);
    const background = (el: HTMLElement) => getComputedStyle(rowOf(el)).backgroundColor;
    await expect(background(many)).not.toBe(background(read));
  },
};

export const SelectedRow: Story = {
  args: { selectedId: 2 },
  play: async ({ args, canvas }) => {
    const selected = canvas.getByRole('button', { current: true });
    await expect(selected).toHaveAccessibleName(/^Jelena Jovanović/);
    await userEvent.click(canvas.getByRole('button', { name: /^Ivan Horvat/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
  },
};

export const SelectWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Poljoprivredno zemljište kod Novog Sada' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Marko Petrović/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nemate nijedan razgovor')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
