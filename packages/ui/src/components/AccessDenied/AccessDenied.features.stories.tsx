import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { denialMessage, roleLabel } from '@marketplace/domain';
import { AccessDenied } from './AccessDenied';
import { narrowViewport } from '../../internal/storyViewports';

const meta = {
  title: 'Marketplace/AccessDenied/Features',
  component: AccessDenied,
  args: { onBack: fn() },
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §6: an investor on a land-owner route (/create-ad, /edit-ad/{id}). */
export const LandOwnerRoute: Story = {
  args: { message: denialMessage('land_owner'), accountType: roleLabel('investor') },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pristup odbijen' })).toBeVisible();
    await expect(
      canvas.getByText('Samo vlasnici zemljišta mogu pristupiti ovoj stranici.'),
    ).toBeVisible();
    await expect(canvas.getByText('Investitor')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nazad' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** spec §6: a land owner on a business-owner route (/create-business-ad, /edit-business-ad/{id}). */
export const BusinessOwnerRoute: Story = {
  args: { message: denialMessage('business_owner'), accountType: roleLabel('land_owner') },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Samo vlasnici biznisa mogu pristupiti ovoj stranici.'),
    ).toBeVisible();
    await expect(canvas.getByText('Vlasnik zemljišta')).toBeVisible();
    const back = canvas.getByRole('button', { name: 'Nazad' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** spec §6: the create business screen adds its own sentence below the route's. */
export const CreateBusinessAdRoute: Story = {
  args: {
    message: denialMessage('business_owner'),
    details: 'Samo vlasnici biznisa mogu kreirati oglase za biznis',
    accountType: roleLabel('investor'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Samo vlasnici biznisa mogu pristupiti ovoj stranici.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Samo vlasnici biznisa mogu kreirati oglase za biznis'),
    ).toBeVisible();
    await expect(canvas.getByText('Investitor')).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { message: denialMessage('business_owner'), accountType: roleLabel('investor') },
  globals: narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Nazad' })).toBeVisible();
  },
};
