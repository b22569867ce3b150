import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { businessTypeLabel } from '@marketplace/domain';
import { Chip, CHIP_SIZES, CHIP_TONES } from './Chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: businessTypeLabel('technology_it') },
  argTypes: {
    tone: { control: 'inline-radio', options: CHIP_TONES },
    size: { control: 'inline-radio', options: CHIP_SIZES },
  },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tehnologija i IT')).toBeInTheDocument();
  },
};
