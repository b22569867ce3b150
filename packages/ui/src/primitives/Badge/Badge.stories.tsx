import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NAV_BADGE_CAP } from '@marketplace/domain';
import { Badge, BADGE_TONES } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 5, max: NAV_BADGE_CAP, hideZero: true },
  argTypes: { tone: { control: 'inline-radio', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5')).toBeInTheDocument();
  },
};
