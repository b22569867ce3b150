import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, SPINNER_SIZES } from './Spinner';

const meta = {
  title: 'Primitives/Spinner/Features',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: a loading spinner while the session is being resolved. */
export const AnnouncesLoading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Učitavanje…');
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Verifikacija email adrese…', showLabel: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifikacija email adrese…');
    await expect(canvas.getByText('Verifikacija email adrese…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(SPINNER_SIZES.length);
  },
};
