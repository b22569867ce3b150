import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { EmptyState, EMPTY_STATE_HEADING_LEVELS } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: texts.businessList.noResults,
    description: texts.businessList.noResultsHint,
  },
  argTypes: { titleAs: { control: 'inline-radio', options: EMPTY_STATE_HEADING_LEVELS } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: texts.businessList.noResults }),
    ).toBeInTheDocument();
  },
};
