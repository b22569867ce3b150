import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { locationTestId, renderPage } from '../testing/render-page';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'App/SiteFooter',
  render: renderPage({ element: <SiteFooter /> }),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every page's footer: the terms of use and the contact page, as links in a named navigation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = within(await canvas.findByRole('contentinfo'));
    const nav = within(footer.getByRole('navigation', { name: 'Podnožje sajta' }));
    await expect(nav.getByRole('link', { name: 'Uslovi korišćenja' })).toHaveAttribute(
      'href',
      '/uslovi',
    );
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');
  },
};

export const OpensTheTerms: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Uslovi korišćenja' }));
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/uslovi');
  },
};
