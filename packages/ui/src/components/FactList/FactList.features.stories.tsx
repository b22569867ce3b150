import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from './FactList';

const meta = {
  title: 'Marketplace/FactList/Features',
  component: FactList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Podaci o parceli',
    facts: [
      { label: 'Cena', value: '45.000 €' },
      { label: 'Cena po m²', value: '3,60 €/m²' },
      { label: 'Površina u arima', value: '125 ari' },
      { label: 'Infrastruktura', value: 'Struja, Voda, Pristupni put' },
      { label: 'Uknjiženo', value: 'Nije navedeno' },
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each label is read with its value; the section is named by its heading. */
export const LabelledFacts: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Podaci o parceli' });
    const terms = within(region).getAllByRole('term');
    const values = within(region).getAllByRole('definition');
    await expect(terms).toHaveLength(5);
    await expect(terms[3]).toHaveTextContent('Infrastruktura');
    await expect(values[3]).toHaveTextContent('Struja, Voda, Pristupni put');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Podaci o parceli');
  },
};

/** Without a title: only the list (inside a panel that has its own heading). */
export const WithoutTitle: Story = {
  args: { title: undefined, facts: [{ label: 'Cena', value: '45.000 €' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('definition')).toHaveTextContent('45.000 €');
  },
};
