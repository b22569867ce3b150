import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { texts } from '@marketplace/domain';
import * as DropdownMenu from './DropdownMenu';
import { Button } from '../Button/Button';

const onProfile = fn();
const onMessages = fn();
const onLogout = fn();

const meta = {
  title: 'Primitives/DropdownMenu/Features',
  component: DropdownMenu.Root,
  args: { onOpenChange: fn() },
  render: (args) => (
    <DropdownMenu.Root {...args}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">Nalog</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{texts.roles.land_owner}</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={onProfile}>{texts.nav.profile}</DropdownMenu.Item>
        <DropdownMenu.Item disabled onSelect={onMessages}>
          {texts.nav.messages}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={onLogout}>
          {texts.nav.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
  beforeEach: () => {
    onProfile.mockClear();
    onMessages.mockClear();
    onLogout.mockClear();
  },
} satisfies Meta<typeof DropdownMenu.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const EnterOpensAndActivates: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Nalog' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: texts.nav.profile });
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onProfile).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** ArrowDown opens on the first item; a disabled item is skipped. */
export const ArrowKeysSkipDisabled: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Nalog' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: texts.nav.profile });
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const logout = within(menu).getByRole('menuitem', { name: texts.nav.logout });
    await expect(logout).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onLogout).toHaveBeenCalledOnce();
    await expect(onMessages).not.toHaveBeenCalled();
  },
};

export const OpenWithLabelAndSeparator: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nalog' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText(texts.roles.land_owner)).toBeVisible();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: texts.nav.messages })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
