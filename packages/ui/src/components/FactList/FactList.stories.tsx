import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactList } from './FactList';

const meta = {
  title: 'Marketplace/FactList',
  component: FactList,
  args: {
    title: 'Podaci o oglasu',
    facts: [
      { label: 'Cena', value: '45.000 €' },
      { label: 'Cena po m²', value: '3,60 €/m²' },
      { label: 'Površina', value: '12.500 m²' },
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Podaci o oglasu' })).toBeVisible();
    await expect(canvas.getByText('3,60 €/m²')).toBeVisible();
  },
};
