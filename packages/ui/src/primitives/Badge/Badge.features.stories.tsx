import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CONVERSATION_BADGE_CAP,
  NAV_BADGE_CAP,
  formatConversationBadge,
} from '@marketplace/domain';
import { Badge, BADGE_TONES } from './Badge';

const meta = {
  title: 'Primitives/Badge/Features',
  component: Badge,
  args: { max: NAV_BADGE_CAP, hideZero: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }} data-testid="badges">
      <Badge {...args} />
    </div>
  ),
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: the badge appears only when the unread count is above 0. */
export const ZeroRendersNothing: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badges')).toBeEmptyDOMElement();
  },
};

export const ZeroShownWhenAsked: Story = {
  args: { count: 0, hideZero: false, tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badges')).toHaveTextContent('0');
  },
};

export const Count: Story = {
  args: { count: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badges')).toHaveTextContent(/^5$/);
  },
};

/** spec §9: '99+' above 99 in the top bar. */
export const CappedAt99: Story = {
  args: { count: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badges')).toHaveTextContent(`${NAV_BADGE_CAP}+`);
  },
};

/** spec §9: '9+' above 9 in conversation rows, through the domain's formatter. */
export const FormatterCap: Story = {
  args: { count: 12, max: undefined, format: formatConversationBadge },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badges')).toHaveTextContent(`${CONVERSATION_BADGE_CAP}+`);
  },
};

export const ScreenReaderLabel: Story = {
  args: { count: 3, srLabel: '3 nepročitane poruke' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('3 nepročitane poruke')).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} tone={tone} count={7} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('7')).toHaveLength(BADGE_TONES.length);
  },
};
