import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice, texts } from '@marketplace/domain';
import { Card } from './Card';
import { Button } from '../Button/Button';
import { Chip } from '../Chip/Chip';

const meta = {
  title: 'Primitives/Card/Features',
  component: Card,
  args: { style: { maxWidth: 320 } },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const placeholder = (
  <div
    role="img"
    aria-label="Plac kod Novog Sada"
    style={{ height: 180, background: 'linear-gradient(135deg, #cfe3d6, #e3f1e8)' }}
  />
);

/** spec §2: an ad card with image, type chip, title, price and a details button. */
export const MediaHeaderFooter: Story = {
  args: {
    as: 'article',
    media: placeholder,
    header: (
      <>
        <Chip>Tehnologija i IT</Chip>
        <h3>Plac kod Novog Sada</h3>
      </>
    ),
    children: <p>{formatPrice(25000)}</p>,
    footer: <Button size="sm">{texts.businessList.viewDetails}</Button>,
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toContainElement(
      canvas.getByRole('img', { name: 'Plac kod Novog Sada' }),
    );
    await expect(article).toContainElement(
      canvas.getByRole('button', { name: texts.businessList.viewDetails }),
    );
  },
};

export const BodyOnly: Story = {
  args: { variant: 'outlined', children: <p>{texts.businessDetail.contactInvestorsOnly}</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(texts.businessDetail.contactInvestorsOnly)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const AsListItem: Story = {
  render: (args) => (
    <ul style={{ margin: 0, padding: 0 }} aria-label={texts.nav.myAds}>
      <Card {...args} as="li" header={<h3>Plac kod Novog Sada</h3>} />
      <Card {...args} as="li" header={<h3>Kafić u centru</h3>} />
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: texts.nav.myAds });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
