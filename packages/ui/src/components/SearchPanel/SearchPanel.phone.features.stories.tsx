import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchPanel } from './SearchPanel';
import { ControlledSearchPanel } from './ControlledSearchPanel';
import { narrowViewport, wideViewport } from '../../internal/storyViewports';

// Below md the panel keeps the search box and one button, 'Filteri (n)', that opens every other
// control in a bottom sheet; from md nothing of it shows.
const meta = {
  title: 'Marketplace/SearchPanel/Features/Phone',
  component: SearchPanel,
  args: { variant: 'land', value: {}, onChange: fn(), onReset: fn() },
  globals: narrowViewport,
  render: (args) => <ControlledSearchPanel {...args} />,
} satisfies Meta<typeof SearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openSheet(button: HTMLElement) {
  await userEvent.click(button);
  const sheet = await body.findByRole('dialog', { name: 'Filteri' });
  await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
  // Once it has risen into place.
  await waitFor(() =>
    expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight),
  );
  return sheet;
}

/** Closed: the search box and 'Filteri (3)' (country, a price bound and the land types). */
export const FiltersClosed: Story = {
  args: {
    value: {
      text: 'plac',
      countryId: '1',
      minPrice: '1000',
      landTypes: ['agricultural', 'residential'],
    },
    defaultFiltersOpen: true,
    onSortChange: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Pretraga' })).toHaveValue('plac');
    const button = canvas.getByRole('button', { name: 'Filteri (3)' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The rest waits in the sheet, even with the inline filters open.
    for (const name of ['Država', 'Sortiranje', 'Grad']) {
      await expect(canvas.queryByRole('combobox', { name })).toBeNull();
    }
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reset' })).toBeNull();
    await expect(canvas.queryByRole('spinbutton', { name: 'Minimalna cena' })).toBeNull();
  },
};

/** Without a filter set the button has no number. */
export const NoFilterSet: Story = {
  args: { value: { text: 'njiva' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filteri' })).toBeVisible();
  },
};

/**
 * Open: every control but the search box, one per row, in a sheet at the bottom; a change counts
 * at once, and Escape closes the sheet with focus back on its button.
 */
export const FiltersOpen: Story = {
  args: { value: { countryId: '1' }, onSortChange: fn() },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Filteri (1)' });
    const sheet = await openSheet(button);
    const inSheet = within(sheet);
    await expect(inSheet.getByRole('combobox', { name: 'Država' })).toHaveTextContent('Srbija');
    await expect(inSheet.getByRole('combobox', { name: 'Sortiranje' })).toBeVisible();
    await expect(inSheet.getByRole('combobox', { name: 'Grad' })).toBeEnabled();
    await expect(inSheet.getByRole('group', { name: 'Tip zemljišta' })).toBeVisible();
    await userEvent.type(inSheet.getByRole('spinbutton', { name: 'Maksimalna cena' }), '50000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryId: '1', maxPrice: '50000' });
    await expect(inSheet.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(inSheet.getByRole('button', { name: 'Prikaži oglase' })).toBeVisible();
    await expect(inSheet.getByRole('button', { name: 'Zatvori filtere' })).toBeVisible();
    // The page behind the sheet is hidden from assistive technology: its button is read by text.
    await expect(button).toHaveTextContent('Filteri (2)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName('Filteri (2)');
  },
};

/** The sheet stays open for the screenshot, with a choice made in it. */
export const FiltersOpenWithChoice: Story = {
  args: { value: { countryId: '1', minArea: '500', landTypes: ['agricultural'] } },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas.getByRole('button', { name: 'Filteri (3)' }));
    await expect(
      within(sheet).getByRole('checkbox', { name: 'Poljoprivredno zemljište' }),
    ).toBeChecked();
  },
};

/**
 * Business: the page's own filter ('Prikaži i prodate oglase') joins the sheet; 'Resetuj' there
 * clears the criteria and 'Prikaži oglase' closes it.
 */
export const BusinessSheet: Story = {
  args: {
    variant: 'business',
    value: { businessType: 'healthcare', minRevenue: '10000' },
    sheetExtras: (
      <label>
        <input type="checkbox" /> Prikaži i prodate oglase
      </label>
    ),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Resetuj' })).toBeNull();
    const button = canvas.getByRole('button', { name: 'Filteri (2)' });
    const sheet = await openSheet(button);
    const inSheet = within(sheet);
    await expect(inSheet.getByRole('combobox', { name: 'Tip biznisa' })).toHaveTextContent(
      'Zdravstvo',
    );
    await expect(inSheet.getByRole('checkbox', { name: 'Prikaži i prodate oglase' })).toBeVisible();
    await userEvent.click(inSheet.getByRole('button', { name: 'Resetuj' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(inSheet.getByRole('combobox', { name: 'Tip biznisa' })).toHaveTextContent(
      'Svi tipovi',
    );
    await userEvent.click(inSheet.getByRole('button', { name: 'Prikaži oglase' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Filteri' })).toHaveFocus();
  },
};

/** From md the panel is as before: the search row and the toggle, no sheet button. */
export const WideHasNoSheet: Story = {
  args: { value: { countryId: '1', minPrice: '1000' } },
  globals: wideViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Država' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filteri/ })).toBeNull();
  },
};
