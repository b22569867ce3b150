import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageText } from './MessageText';

const ORIGIN = 'https://nekretnine.rs';

const meta = {
  title: 'Marketplace/MessageText/Features',
  component: MessageText,
  args: { text: '', origin: ORIGIN },
} satisfies Meta<typeof MessageText>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const PlainText: Story = {
  args: { text: 'Dobar dan, da li je parcela još uvek na prodaju?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/parcela još uvek/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A link to the product's own pages opens in place, as any link of the app. */
export const OwnSiteLink: Story = {
  args: { text: 'Pogledajte i ovaj oglas: https://nekretnine.rs/ads/12?foto=2.' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://nekretnine.rs/ads/12?foto=2' });
    await expect(link).toHaveAttribute('href', '/ads/12?foto=2');
    await expect(link).not.toHaveAttribute('target');
    // The full stop ends the sentence, not the address.
    await expect(link.parentElement).toHaveTextContent(/foto=2\.$/);
  },
};

/** A link to another site asks first: 'Napuštate Nekretnine', naming the host. */
export const ExternalLinkAsks: Story = {
  args: { text: 'Plan parcele: https://katastar.example.rs/plan?id=7' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://katastar.example.rs/plan?id=7' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    const dialog = await body.findByRole('alertdialog', { name: 'Napuštate Nekretnine' });
    await expect(dialog).toHaveAccessibleDescription(
      'Link vodi na drugi sajt: katastar.example.rs. Nastavite samo ako mu verujete.',
    );
    const next = within(dialog).getByRole('link', { name: 'Nastavi' });
    await expect(next).toHaveAttribute('href', 'https://katastar.example.rs/plan?id=7');
    await expect(next).toHaveAttribute('target', '_blank');
    await expect(next).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/**
 * An address on this host whose path starts with `//` (or `/\`) would open another site as a link
 * of the app: it asks, as any other site's link does.
 */
export const OwnHostPathToAnotherSite: Story = {
  args: { text: 'Hitno: https://nekretnine.rs//evil.example/phish' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://nekretnine.rs//evil.example/phish' });
    await expect(link).toHaveAttribute('href', 'https://nekretnine.rs//evil.example/phish');
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    const dialog = await body.findByRole('alertdialog', { name: 'Napuštate Nekretnine' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const CancelStays: Story = {
  args: { text: 'https://drugi-sajt.example.com' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link'));
    const dialog = await body.findByRole('alertdialog', { name: 'Napuštate Nekretnine' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otkaži' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(window.location.href).not.toContain('drugi-sajt');
  },
};

/** Only http and https become links: never `javascript:` or `data:`. */
export const NoScriptLinks: Story = {
  args: { text: 'javascript:alert(1) data:text/html,x ftp://primer.rs/f' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/javascript:alert\(1\)/)).toBeVisible();
  },
};
