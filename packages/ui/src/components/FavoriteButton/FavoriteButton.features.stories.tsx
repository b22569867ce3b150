import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FavoriteButton } from './FavoriteButton';

const meta = {
  title: 'Marketplace/FavoriteButton/Features',
  component: FavoriteButton,
  args: { pressed: false, onPressedChange: fn() },
} satisfies Meta<typeof FavoriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved: an outlined heart, aria-pressed="false"; a press asks to save. */
export const NotSaved: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sačuvaj oglas' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

/** Saved: a filled heart, aria-pressed="true", the same name; a press asks to remove. */
export const Saved: Story = {
  args: { pressed: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sačuvaj oglas' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenCalledWith(false);
  },
};

/** On an ad page the label shows beside the heart; Space toggles it from the keyboard. */
export const Labelled: Story = {
  args: { appearance: 'labelled' },
  render: function Render(args) {
    const [pressed, setPressed] = useState(false);
    return (
      <FavoriteButton
        {...args}
        pressed={pressed}
        onPressedChange={(next) => {
          setPressed(next);
          args.onPressedChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sačuvaj oglas' });
    await expect(canvas.getByText('Sačuvaj oglas')).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Sačuvano');
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

/** Saved on an ad page: the button says 'Sačuvano' (aria-pressed="true"); a press removes it. */
export const LabelledSaved: Story = {
  args: { appearance: 'labelled', pressed: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sačuvano' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Sačuvano')).toBeVisible();
    await expect(canvas.queryByText('Sačuvaj oglas')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenCalledWith(false);
  },
};
