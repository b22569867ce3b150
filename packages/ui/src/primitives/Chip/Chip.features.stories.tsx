import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BUSINESS_TYPE_OPTIONS, LAND_TYPE_OPTIONS } from '@marketplace/domain';
import { Chip, CHIP_SIZES, CHIP_TONES } from './Chip';

const meta = {
  title: 'Primitives/Chip/Features',
  component: Chip,
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: business cards and details show a type chip. */
export const BusinessTypes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {BUSINESS_TYPE_OPTIONS.map((option) => (
        <Chip key={option.value}>{option.label}</Chip>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const option of BUSINESS_TYPE_OPTIONS) {
      await expect(canvas.getByText(option.label)).toBeVisible();
    }
  },
};

export const TonesAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {CHIP_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {CHIP_TONES.map((tone) => (
            <Chip key={tone} tone={tone} size={size}>
              {LAND_TYPE_OPTIONS[0].label}
            </Chip>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(LAND_TYPE_OPTIONS[0].label)).toHaveLength(
      CHIP_TONES.length * CHIP_SIZES.length,
    );
  },
};
