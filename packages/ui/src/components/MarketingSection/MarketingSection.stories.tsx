import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarketingSection } from './MarketingSection';
import * as css from './MarketingSection.css';

const meta = {
  title: 'Marketplace/MarketingSection',
  component: MarketingSection,
  args: {
    title: 'Šta nudimo',
    children: (
      <article className={css.card}>
        <h3 className={css.cardTitle}>Nekretnine</h3>
        <p className={css.cardText}>Oglasi za zemljišta sa cenom, površinom i lokacijom.</p>
      </article>
    ),
  },
} satisfies Meta<typeof MarketingSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Šta nudimo' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Šta nudimo' })).toBeVisible();
  },
};
