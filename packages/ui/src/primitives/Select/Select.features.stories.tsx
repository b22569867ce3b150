import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COUNTRIES, LAND_TYPE_OPTIONS, citiesOf, texts } from '@marketplace/domain';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select/Features',
  component: Select,
  args: {
    label: 'Tip zemljišta',
    placeholder: 'Izaberite tip',
    options: LAND_TYPE_OPTIONS,
    onValueChange: fn(),
  },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSelection: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tip zemljišta' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(LAND_TYPE_OPTIONS.length);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onValueChange).toHaveBeenCalledWith(LAND_TYPE_OPTIONS[1].value);
    await expect(trigger).toHaveTextContent(LAND_TYPE_OPTIONS[1].label);
    await expect(trigger).toHaveFocus();
  },
};

export const OpenWithValue: Story = {
  args: { defaultOpen: true, defaultValue: 'residential' },
  play: async () => {
    const listbox = await within(document.body).findByRole('listbox');
    const chosen = within(listbox).getByRole('option', { name: 'Gradsko zemljište' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tip zemljišta' });
    await expect(trigger).toBeDisabled();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: texts.landAd.invalidLocation, required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tip zemljišta' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription(texts.landAd.invalidLocation);
  },
};

function CountryAndCity({ onCityChange }: { onCityChange: (city: string) => void }) {
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const cities = citiesOf(country).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <Select
        label="Država"
        placeholder="Izaberite državu"
        options={COUNTRIES.map((c) => ({ value: String(c.id), label: c.name }))}
        value={country}
        onValueChange={(next) => {
          setCountry(next);
          setCity(''); // spec §2: changing the country clears the city.
        }}
      />
      <Select
        label="Grad"
        options={[{ value: '', label: texts.businessList.allCities }, ...cities]}
        value={city}
        onValueChange={(next) => {
          setCity(next);
          onCityChange(next);
        }}
        disabled={country === ''}
      />
    </div>
  );
}

/** spec §2: the city select is enabled after a country is chosen; 'Svi gradovi' is the value ''. */
export const CityAfterCountry: Story = {
  render: (args) => <CountryAndCity onCityChange={args.onValueChange ?? (() => {})} />,
  play: async ({ args, canvas }) => {
    const country = COUNTRIES[1];
    const firstCity = citiesOf(country?.id)[0];
    if (!country || !firstCity) throw new Error('location data missing');
    const body = within(document.body);
    const city = canvas.getByRole('combobox', { name: 'Grad' });
    await expect(city).toBeDisabled();
    await expect(city).toHaveTextContent(texts.businessList.allCities);

    // A select gives the focus back to its trigger once its list has closed: the next one is
    // opened only after that, or the focus would move back under the keyboard.
    const choose = async (trigger: HTMLElement, option: string) => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await body.findByRole('option', { name: option }));
      await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    };

    await choose(canvas.getByRole('combobox', { name: 'Država' }), country.name);
    await waitFor(() => expect(city).toBeEnabled());

    await choose(city, firstCity.name);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(String(firstCity.id));

    await choose(city, texts.businessList.allCities);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(city).toHaveTextContent(texts.businessList.allCities);
  },
};
