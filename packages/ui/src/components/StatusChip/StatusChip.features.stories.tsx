import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusChip } from './StatusChip';

const meta = {
  title: 'Marketplace/StatusChip/Features',
  component: StatusChip,
  args: { status: 'active' },
} satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reserved: Story = {
  args: { status: 'reserved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rezervisano')).toHaveAttribute('data-status', 'reserved');
  },
};

export const Sold: Story = {
  args: { status: 'sold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prodato')).toBeVisible();
  },
};

/** An active ad shows no chip: it is the usual case. */
export const ActiveHidden: Story = {
  args: { status: 'active' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status]')).toBeNull();
  },
};

/** Where every status is listed (e.g. 'Moji oglasi'), active shows too. */
export const ActiveShown: Story = {
  args: { status: 'active', showActive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aktivan')).toBeVisible();
  },
};
