import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BUSINESS_TYPE_OPTIONS } from '@marketplace/domain';
import { SearchPanel } from './SearchPanel';
import { ControlledSearchPanel } from './ControlledSearchPanel';

const meta = {
  title: 'Marketplace/SearchPanel/Features/Business',
  component: SearchPanel,
  args: { variant: 'business', value: {}, onChange: fn(), onReset: fn() },
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

/** spec §2 (business list): text, country, 'Filteri' and 'Resetuj' are always shown. */
export const FiltersClosed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Pretraga biznis oglasa' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Država' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filteri' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Resetuj' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Tip biznisa' })).toBeNull();
  },
};

/** spec §2: min/max price, type ('Svi tipovi'), min/max annual revenue and city ('Svi gradovi'). */
export const FiltersOpen: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filteri' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!region) throw new Error('aria-controls must point at the filters');
    const filters = within(region);
    for (const name of [
      'Minimalna cena',
      'Maksimalna cena',
      'Minimalni godišnji prihod',
      'Maksimalni godišnji prihod',
    ]) {
      await expect(filters.getByRole('spinbutton', { name })).toBeVisible();
    }
    await expect(filters.getByRole('combobox', { name: 'Tip biznisa' })).toHaveTextContent(
      'Svi tipovi',
    );
    await expect(filters.getByRole('combobox', { name: 'Grad' })).toHaveTextContent('Svi gradovi');
  },
};

/** spec §2: city is enabled only after a country is chosen. */
export const CityDisabledUntilCountry: Story = {
  args: { defaultFiltersOpen: true },
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'Grad' });
    await expect(city).toBeDisabled();
    const country = canvas.getByRole('combobox', { name: 'Država' });
    await choose(country, 'Crna Gora');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryId: '4', cityId: '' });
    await expect(city).toBeEnabled();
    // The closed listbox hands focus back to its trigger; the baseline shows that focus ring.
    await waitFor(() => expect(country).toHaveFocus());
  },
};

export const ChangingCountryClearsCity: Story = {
  args: {
    defaultFiltersOpen: true,
    value: { countryId: '1', cityId: '103', businessType: 'healthcare' },
  },
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'Grad' });
    await expect(city).toHaveTextContent('Niš');
    await choose(canvas.getByRole('combobox', { name: 'Država' }), 'Makedonija');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      countryId: '5',
      cityId: '',
      businessType: 'healthcare',
    });
    await expect(city).toHaveTextContent('Svi gradovi');
  },
};

export const TypeAndRevenue: Story = {
  args: { defaultFiltersOpen: true },
  play: async ({ args, canvas }) => {
    const type = BUSINESS_TYPE_OPTIONS[3];
    await choose(canvas.getByRole('combobox', { name: 'Tip biznisa' }), type.label);
    await expect(args.onChange).toHaveBeenLastCalledWith({ businessType: type.value });
    await userEvent.type(
      canvas.getByRole('spinbutton', { name: 'Minimalni godišnji prihod' }),
      '7',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      businessType: type.value,
      minRevenue: '7',
    });
    await choose(canvas.getByRole('combobox', { name: 'Tip biznisa' }), 'Svi tipovi');
    await expect(args.onChange).toHaveBeenLastCalledWith({ businessType: '', minRevenue: '7' });
  },
};

export const ResetCallsOnReset: Story = {
  args: { value: { text: 'pekara', countryId: '2', minRevenue: '10000' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resetuj' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Država' })).toHaveTextContent('Sve države');
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filteri' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resetuj' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Minimalna cena' })).toHaveFocus();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** With `onSortChange` the panel shows the business sorts, revenue among them. */
export const Sort: Story = {
  args: { onSortChange: fn(), sort: 'price_asc' },
  play: async ({ args, canvas }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sortiranje' });
    await expect(sort).toHaveTextContent('Cena: od najniže');
    sort.focus();
    await userEvent.keyboard('{Enter}');
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Najnovije',
      'Cena: od najniže',
      'Cena: od najviše',
      'Prihod: od najvećeg',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Prihod: od najvećeg' }));
    await waitFor(() => expect(sort).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onSortChange).toHaveBeenCalledWith('revenue_desc');
    await expect(sort).toHaveTextContent('Prihod: od najvećeg');
    await waitFor(() => expect(sort).toHaveFocus());
  },
};
