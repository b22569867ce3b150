import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, BUTTON_VARIANTS } from './Button';

const meta = {
  title: 'Primitives/Button/Features',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(BUTTON_VARIANTS.length);
  },
};

/** spec §4: submit controls are disabled while a request is in flight. */
export const LoadingDisablesSubmit: Story = {
  args: { children: 'Pošalji', loading: true, type: 'submit' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pošalji' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="/register">Registruj se besplatno</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Registruj se besplatno' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};
