import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from './Grid';
import { Card } from '../Card/Card';

const names = [
  'Plac Novi Sad',
  'Kafić Beograd',
  'Njiva Subotica',
  'Vikendica Zlatibor',
  'Hotel Niš',
];

const meta = {
  title: 'Primitives/Grid/Features',
  component: Grid,
  args: { as: 'ul', 'aria-label': 'Oglasi' },
  render: (args) => (
    <Grid {...args}>
      {names.map((name) => (
        <Card key={name} as="li" header={<h3>{name}</h3>}>
          <p>25.000 €</p>
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Items sharing a row share their top edge; counting distinct tops of the first row. */
function perRow(list: HTMLElement): number {
  const items = within(list).getAllByRole('listitem');
  const firstTop = items[0]?.getBoundingClientRect().top;
  return items.filter((item) => item.getBoundingClientRect().top === firstTop).length;
}

/** spec §9: three cards per row on wide screens. */
export const WideThreePerRow: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvas }) => {
    await expect(perRow(canvas.getByRole('list', { name: 'Oglasi' }))).toBe(3);
  },
};

export const MediumTwoPerRow: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(perRow(canvas.getByRole('list', { name: 'Oglasi' }))).toBe(2);
  },
};

/** spec §2: below md the layout is a single column. */
export const NarrowOneColumn: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(perRow(canvas.getByRole('list', { name: 'Oglasi' }))).toBe(1);
  },
};
