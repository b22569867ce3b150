import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink />
      <main id="main-content" tabIndex={-1}>
        <h1>Biznisi</h1>
      </main>
    </>
  );
}

const meta = {
  title: 'Navigation/SkipLink/Features',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off screen until focused. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Preskoči na glavni sadržaj' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** Focused: shown in the top left corner. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Preskoči na glavni sadržaj' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(link).toHaveAttribute('href', '#main-content');
  },
};
