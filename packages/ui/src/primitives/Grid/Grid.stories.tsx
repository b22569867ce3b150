import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid, GRID_ELEMENTS, GRID_GAPS } from './Grid';
import { Card } from '../Card/Card';

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  args: {
    gap: '6',
    children: ['Jedan', 'Dva', 'Tri', 'Četiri', 'Pet'].map((name) => (
      <Card key={name}>{name}</Card>
    )),
  },
  argTypes: {
    as: { control: 'inline-radio', options: GRID_ELEMENTS },
    gap: { control: 'inline-radio', options: GRID_GAPS },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pet')).toBeVisible();
  },
};
