import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusChip, STATUS_CHIP_STATUSES } from './StatusChip';

const meta = {
  title: 'Marketplace/StatusChip',
  component: StatusChip,
  args: { status: 'reserved' },
  argTypes: { status: { control: 'inline-radio', options: STATUS_CHIP_STATUSES } },
} satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rezervisano')).toBeVisible();
  },
};
