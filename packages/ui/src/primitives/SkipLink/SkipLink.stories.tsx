import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

/** A page as the app lays it out: the skip link, a navigation, then the main content. */
function Page() {
  return (
    <>
      <SkipLink />
      <nav aria-label="Glavna navigacija">
        <a href="#nekretnine">Nekretnine</a> <a href="#biznisi">Biznisi</a>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <h1>Biznisi</h1>
      </main>
    </>
  );
}

const meta = {
  title: 'Navigation/SkipLink',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The first Tab stop of the page; following it moves focus to the main content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Preskoči na glavni sadržaj' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
