import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { denialMessage, roleLabel } from '@marketplace/domain';
import { AccessDenied } from './AccessDenied';

const meta = {
  title: 'Marketplace/AccessDenied',
  component: AccessDenied,
  args: {
    message: denialMessage('land_owner'),
    accountType: roleLabel('investor'),
    onBack: fn(),
  },
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pristup odbijen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nazad' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
