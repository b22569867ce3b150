import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatPrice } from '@marketplace/domain';
import { Card, CARD_ELEMENTS, CARD_VARIANTS } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    as: 'article',
    header: <h3>Plac kod Novog Sada</h3>,
    children: <p>{formatPrice(25000)}</p>,
    style: { maxWidth: 320 },
  },
  argTypes: {
    as: { control: 'inline-radio', options: CARD_ELEMENTS },
    variant: { control: 'inline-radio', options: CARD_VARIANTS },
    header: { control: false },
    media: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toContainElement(
      canvas.getByRole('heading', { name: 'Plac kod Novog Sada' }),
    );
  },
};
