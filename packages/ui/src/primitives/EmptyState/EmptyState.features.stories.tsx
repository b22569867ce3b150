import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { texts } from '@marketplace/domain';
import { EmptyState } from './EmptyState';
import { Button } from '../Button/Button';

const meta = {
  title: 'Primitives/EmptyState/Features',
  component: EmptyState,
  args: { title: texts.home.noResults },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: home page empty result 'Nema pronađenih oglasa'. */
export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(texts.home.noResults);
  },
};

/** spec §2: business list empty state with its hint. */
export const WithDescription: Story = {
  args: { description: texts.businessList.noResultsHint },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.businessList.noResultsHint)).toBeVisible();
  },
};

const create = fn();

/** spec §2: 'Nemate objavljenih oglasa', with a way to post one. */
export const WithAction: Story = {
  args: {
    title: texts.myAds.empty,
    titleAs: 'h3',
    action: <Button onClick={create}>{texts.nav.createLandAd}</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(texts.myAds.empty);
    await userEvent.click(canvas.getByRole('button', { name: texts.nav.createLandAd }));
    await expect(create).toHaveBeenCalledOnce();
  },
};
