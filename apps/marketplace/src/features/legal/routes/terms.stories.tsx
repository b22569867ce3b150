import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TERMS_CLAUSES } from '@marketplace/domain';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { Component } from './terms';

const meta = {
  title: 'Pages/Terms',
  render: renderPage({ path: paths.terms.path, Component }),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Public: every clause under its number, in sections, without signing in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Uslovi korišćenja' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Uslovi korišćenja | Nekretnine'));
    await expect(
      canvas.getByRole('heading', { level: 2, name: '4. Zabranjen sadržaj' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(TERMS_CLAUSES.length);
    const fraud = canvas.getByRole('heading', { level: 3, name: '4.1 Prevara' });
    await expect(fraud.parentElement).toHaveAttribute('id', 'clan-4-1');
    await expect(
      within(fraud.parentElement!).getByText(/Zabranjeni su lažni oglasi/),
    ).toBeVisible();
  },
};

/** A statement of reasons links its clause: the page opens there, and marks it. */
export const OpenedAtAClause: Story = {
  render: renderPage({
    path: paths.terms.path,
    initialEntry: paths.terms.href('6.2'),
    Component,
  }),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 3, name: '6.2 Žalba' });
    const clause = heading.parentElement!;
    await expect(clause).toHaveAttribute('id', 'clan-6-2');
    await expect(paths.terms.href('6.2')).toBe('/uslovi#clan-6-2');
    await expect(within(clause).getByText(/u roku od 6 meseci/)).toBeVisible();
    // The anchor is a valid selector, so `:target` and the browser's own jump work.
    await expect(document.querySelector('#clan-6-2')).toBe(clause);
  },
};

export const LinksTheContactPage: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Pišite nam' });
    await expect(link).toHaveAttribute('href', '/kontakt');
    await userEvent.click(link);
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/kontakt');
  },
};
