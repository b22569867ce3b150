import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavBar } from './NavBar';
import { investor, menusLoaded, withPage } from './storyFrame';

const meta = {
  title: 'Marketplace/NavBar/Staff',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  decorators: [withPage],
  loaders: [menusLoaded],
  args: { user: investor, unreadCount: 0, currentPath: '/', onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator or an admin gets 'Administracija', marked current anywhere in the console. */
export const Staff: Story = {
  args: { user: { ...investor, staffRole: 'moderator' }, currentPath: '/admin/reports' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Administracija' });
    await expect(link).toHaveAttribute('href', '/admin');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** Everyone else: no 'Administracija' (an unknown role value counts as none). */
export const NotStaff: Story = {
  args: { user: { ...investor, staffRole: 'owner' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Administracija' })).not.toBeInTheDocument();
  },
};
