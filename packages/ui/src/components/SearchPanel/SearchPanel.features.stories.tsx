import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchPanel } from './SearchPanel';
import { ControlledSearchPanel } from './ControlledSearchPanel';

const meta = {
  title: 'Marketplace/SearchPanel/Features/Land',
  component: SearchPanel,
  args: { variant: 'land', value: {}, onChange: fn(), onReset: fn() },
  render: (args) => <ControlledSearchPanel {...args} />,
} satisfies Meta<typeof SearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function choose(combobox: HTMLElement, option: string) {
  combobox.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
}

/** spec §2: the price and city filters stay behind the 'Filters' toggle. */
export const FiltersClosed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Pretraga oglasa' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Država' })).toHaveTextContent('Sve države');
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('spinbutton', { name: 'Minimalna cena' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reset' })).toBeNull();
  },
};

export const FiltersOpen: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!region) throw new Error('aria-controls must point at the filters');
    const filters = within(region);
    await expect(filters.getByRole('spinbutton', { name: 'Minimalna cena' })).toBeVisible();
    await expect(filters.getByRole('spinbutton', { name: 'Maksimalna cena' })).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'Grad' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Reset' })).toBeVisible();
    // The server search adds the area bounds and the land types (any number of them).
    await expect(
      filters.getByRole('spinbutton', { name: 'Minimalna površina (m²)' }),
    ).toBeVisible();
    await expect(
      filters.getByRole('spinbutton', { name: 'Maksimalna površina (m²)' }),
    ).toBeVisible();
    const types = within(filters.getByRole('group', { name: 'Tip zemljišta' }));
    const boxes = types.getAllByRole('checkbox');
    await expect(boxes.map((box) => box.getAttribute('value'))).toEqual([
      'agricultural',
      'residential',
      'commercial',
      'industrial',
      'recreational',
    ]);
    for (const box of boxes) await expect(box).not.toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'Šumsko zemljište' })).toBeVisible();
  },
};

/** Area bounds are typed; land types are checked and unchecked, always kept in the spec's order. */
export const AreaAndLandTypes: Story = {
  args: { defaultFiltersOpen: true, value: { landTypes: ['industrial'] } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Zemljište za izgradnju' })).toBeChecked();
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Minimalna površina (m²)' }), '5');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      landTypes: ['industrial'],
      minArea: '5',
    });
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Maksimalna površina (m²)' }), '8');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Poljoprivredno zemljište' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      landTypes: ['agricultural', 'industrial'],
      minArea: '5',
      maxArea: '8',
    });
    // Space toggles the focused checkbox, as with any native checkbox.
    canvas.getByRole('checkbox', { name: 'Zemljište za izgradnju' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      landTypes: ['agricultural'],
      minArea: '5',
      maxArea: '8',
    });
    await expect(
      canvas.getByRole('checkbox', { name: 'Zemljište za izgradnju' }),
    ).not.toBeChecked();
  },
};

/** With `onSortChange` the panel shows the land sorts, 'Najnovije' first and by default. */
export const Sort: Story = {
  args: { onSortChange: fn() },
  play: async ({ args, canvas }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sortiranje' });
    await expect(sort).toHaveTextContent('Najnovije');
    sort.focus();
    await userEvent.keyboard('{Enter}');
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Najnovije',
      'Cena: od najniže',
      'Cena: od najviše',
      'Cena po m²: od najniže',
      'Površina: od najveće',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Cena po m²: od najniže' }));
    await waitFor(() => expect(sort).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onSortChange).toHaveBeenCalledWith('price_per_m2_asc');
    await expect(sort).toHaveTextContent('Cena po m²: od najniže');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(sort).toHaveFocus());
  },
};

/** spec §2: the city select is disabled until a country is chosen. */
export const CityDisabledUntilCountry: Story = {
  args: { defaultFiltersOpen: true },
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'Grad' });
    await expect(city).toBeDisabled();
    await choose(canvas.getByRole('combobox', { name: 'Država' }), 'Srbija');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryId: '1', cityId: '' });
    await expect(city).toBeEnabled();
    await choose(city, 'Novi Sad');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryId: '1', cityId: '102' });
  },
};

/** spec §2: changing the country clears the city. */
export const ChangingCountryClearsCity: Story = {
  args: {
    defaultFiltersOpen: true,
    value: { text: 'plac', countryId: '1', cityId: '101', minPrice: '1000' },
  },
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'Grad' });
    await expect(city).toHaveTextContent('Beograd');
    await choose(canvas.getByRole('combobox', { name: 'Država' }), 'Hrvatska');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      text: 'plac',
      countryId: '2',
      cityId: '',
      minPrice: '1000',
    });
    await expect(city).toHaveTextContent('Svi gradovi');
  },
};

export const PriceRange: Story = {
  args: { defaultFiltersOpen: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Minimalna cena' }), '5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ minPrice: '5' });
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Maksimalna cena' }), '9');
    await expect(args.onChange).toHaveBeenLastCalledWith({ minPrice: '5', maxPrice: '9' });
  },
};

export const ResetCallsOnReset: Story = {
  args: { defaultFiltersOpen: true, value: { text: 'njiva', countryId: '3', maxPrice: '50000' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toHaveValue('');
  },
};

/** The toggle is a real button: Tab reaches it, Enter and Space flip it. */
export const ToggleWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Minimalna cena' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
