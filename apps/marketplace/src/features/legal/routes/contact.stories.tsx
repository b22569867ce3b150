import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { locationTestId, renderPage } from '../../../testing/render-page';
import { Component } from './contact';

const meta = {
  title: 'Pages/Contact',
  render: renderPage({ path: paths.contact.path, Component }),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** DSA Art. 12: the users' point of contact, with its answer time. Public. */
export const ForUsers: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Kontakt | Nekretnine'));
    const users = within(canvas.getByRole('region', { name: 'Za korisnike' }));
    await expect(users.getByRole('link', { name: 'kontakt@trziste.rs' })).toHaveAttribute(
      'href',
      'mailto:kontakt@trziste.rs',
    );
    await expect(users.getByText('Korisnicima odgovaramo u roku od 2 radna dana.')).toBeVisible();
  },
};

/** DSA Art. 11: the authorities' point of contact, and the languages both take. */
export const ForAuthorities: Story = {
  play: async ({ canvas }) => {
    const authorities = within(await canvas.findByRole('region', { name: 'Za organe vlasti' }));
    await expect(authorities.getByRole('link', { name: 'organi@trziste.rs' })).toHaveAttribute(
      'href',
      'mailto:organi@trziste.rs',
    );
    await expect(authorities.getByText(/član 11 Akta o digitalnim uslugama/)).toBeVisible();
    await expect(authorities.getByText('Organima vlasti odgovaramo bez odlaganja.')).toBeVisible();
    const languages = within(canvas.getByRole('region', { name: 'Jezici' }));
    await expect(
      languages.getByText('Možete nam pisati na jezicima: srpski, hrvatski i engleski.'),
    ).toBeVisible();
  },
};

export const LinksTheTerms: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Uslovi korišćenja' });
    await expect(link).toHaveAttribute('href', '/uslovi');
    await userEvent.click(link);
    await expect(await canvas.findByTestId(locationTestId)).toHaveTextContent('/uslovi');
  },
};
