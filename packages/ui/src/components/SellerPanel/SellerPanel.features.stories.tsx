import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { SellerPanel } from './SellerPanel';

const onContact = fn();

const meta = {
  title: 'Marketplace/SellerPanel/Features',
  component: SellerPanel,
  args: { name: 'Marko Petrović', memberSince: '5. mart 2024.', activeAds: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, 'Član od', the number of active ads and the contact button. */
export const WithContact: Story = {
  args: { children: <Button onClick={onContact}>Kontaktiraj vlasnika</Button> },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Prodavac' });
    await expect(within(panel).getByText('Marko Petrović')).toBeVisible();
    await expect(within(panel).getByText('Član od')).toBeVisible();
    await expect(within(panel).getByText('5. mart 2024.')).toBeVisible();
    await expect(within(panel).getByText('Aktivnih oglasa')).toBeVisible();
    await expect(within(panel).getByText('3')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Kontaktiraj vlasnika' }));
    await expect(onContact).toHaveBeenCalled();
  },
};

/** Who may not contact sees the spec's text instead of the button. */
export const InvestorsOnly: Story = {
  args: { children: <p style={{ margin: 0 }}>Kontakt opcija je dostupna samo investitorima</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kontakt opcija je dostupna samo investitorima')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** An ad without the seller's details (e.g. a list answer): the name alone. */
export const NameOnly: Story = {
  args: { memberSince: undefined, activeAds: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Marko Petrović')).toBeVisible();
    await expect(canvas.queryByText('Član od')).not.toBeInTheDocument();
  },
};

/** A moderator verified the seller's company: the mark under the name. */
export const CompanyVerified: Story = {
  args: { companyVerified: true },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Prodavac' });
    await expect(within(panel).getByText('Verifikovana firma')).toBeVisible();
  },
};
