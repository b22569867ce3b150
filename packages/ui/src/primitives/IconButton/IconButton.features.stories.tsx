import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton';

const MenuIcon = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none">
    <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const meta = {
  title: 'Primitives/IconButton/Features',
  component: IconButton,
  args: { label: 'Meni', children: MenuIcon, onClick: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {ICON_BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {ICON_BUTTON_VARIANTS.map((variant) => (
            <IconButton key={variant} {...args} variant={variant} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Meni' });
    await expect(buttons).toHaveLength(ICON_BUTTON_VARIANTS.length * ICON_BUTTON_SIZES.length);
  },
};

/** The icon is decoration: the name comes from `label` only. */
export const NamedByLabel: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Meni' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Meni' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
