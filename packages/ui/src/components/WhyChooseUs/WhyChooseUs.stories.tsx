import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhyChooseUs } from './WhyChooseUs';

const meta = {
  title: 'Marketplace/WhyChooseUs',
  component: WhyChooseUs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhyChooseUs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Zašto izabrati nas' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
