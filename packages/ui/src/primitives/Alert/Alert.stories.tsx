import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { Alert, ALERT_TONES } from './Alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'danger', children: texts.landAd.deleteFailed },
  argTypes: { tone: { control: 'inline-radio', options: ALERT_TONES } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.landAd.deleteFailed);
  },
};
