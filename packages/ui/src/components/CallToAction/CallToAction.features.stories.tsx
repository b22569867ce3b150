import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallToAction } from './CallToAction';
import { narrowViewport } from '../../internal/storyViewports';

const meta = {
  title: 'Marketplace/CallToAction/Features',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: 'Registruj se besplatno' to /register; spec §1: registration is free. */
export const RegisterForFree: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Registruj se besplatno' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByText(/Registracija je besplatna/)).toBeVisible();
  },
};

/** Below md the button spans the width. */
export const Narrow: Story = {
  globals: narrowViewport,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Registruj se besplatno' });
    const band = canvas.getByRole('region');
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(
      band.getBoundingClientRect().width / 2,
    );
  },
};
