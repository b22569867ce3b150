import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FAVORITE_BUTTON_APPEARANCES, FavoriteButton } from './FavoriteButton';

const meta = {
  title: 'Marketplace/FavoriteButton',
  component: FavoriteButton,
  args: { pressed: false, onPressedChange: fn() },
  argTypes: { appearance: { control: 'inline-radio', options: FAVORITE_BUTTON_APPEARANCES } },
} satisfies Meta<typeof FavoriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sačuvaj oglas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
