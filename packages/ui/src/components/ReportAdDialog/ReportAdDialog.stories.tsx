import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportAdDialog } from './ReportAdDialog';

const meta = {
  title: 'Marketplace/ReportAdDialog',
  component: ReportAdDialog,
  args: { defaultOpen: true, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ReportAdDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Prijavi oglas' }),
    ).toBeInTheDocument();
  },
};
