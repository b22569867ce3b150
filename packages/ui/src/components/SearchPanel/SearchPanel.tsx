import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  BUSINESS_AD_SORTS,
  COUNTRIES,
  LAND_AD_SORTS,
  texts,
  type BusinessAdFilter,
  type BusinessAdSort,
  type LandAdSort,
} from '@marketplace/domain';
import { Button } from '../../primitives/Button';
import * as Dialog from '../../primitives/Dialog/Dialog';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import {
  SearchPanelFilters,
  filterInput,
  type FilterPatch,
  type LandSearchCriteria,
} from './SearchPanelFilters';
import {
  SEARCH_PANEL_LABELS,
  type SearchPanelLabels,
  type SearchPanelVariant,
} from './searchPanelLabels';
import * as css from './SearchPanel.css';

interface SearchPanelBaseProps {
  /** Overrides of the variant's default texts. */
  labels?: Partial<SearchPanelLabels>;
  /** Called by the reset button; the owner clears the criteria. */
  onReset: () => void;
  /** Whether the filters behind the toggle are shown (controlled). */
  filtersOpen?: boolean;
  defaultFiltersOpen?: boolean;
  onFiltersOpenChange?: (open: boolean) => void;
  /**
   * Below md: the number of filters set, which the sheet's button shows ('Filteri (2)'); the page
   * counts them (countSetFilters of @marketplace/domain). Without it the button shows no number.
   */
  filterCount?: number;
  /**
   * Controls the page shows beside the panel from md that are filters too (e.g. 'Prikaži i
   * prodate oglase'): below md they are in the sheet, after the panel's own filters.
   */
  sheetExtras?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * spec §2 (home, logged in): text, country; behind 'Filters' min/max price, city and 'Reset'. The
 * server search adds min/max area and the land types behind the toggle, and an optional sort.
 */
export interface LandSearchPanelProps extends SearchPanelBaseProps {
  variant: Extract<SearchPanelVariant, 'land'>;
  value: LandSearchCriteria;
  onChange: (value: LandSearchCriteria) => void;
  /** The order of the results (default 'newest'); shown only with `onSortChange`. */
  sort?: LandAdSort;
  onSortChange?: (sort: LandAdSort) => void;
}

/** spec §2 (business list): text, country, 'Filteri', 'Resetuj'; price, type, revenue, city. */
export interface BusinessSearchPanelProps extends SearchPanelBaseProps {
  variant: Extract<SearchPanelVariant, 'business'>;
  value: BusinessAdFilter;
  onChange: (value: BusinessAdFilter) => void;
  /** The order of the results (default 'newest'); shown only with `onSortChange`. */
  sort?: BusinessAdSort;
  onSortChange?: (sort: BusinessAdSort) => void;
}

export type SearchPanelProps = LandSearchPanelProps | BusinessSearchPanelProps;

// Built when the panel renders, so the names are in the current language.
const countryOptions = () =>
  COUNTRIES.map((country) => ({
    value: String(country.id),
    label: country.name,
  }));

const sortOptions = (sorts: readonly (LandAdSort | BusinessAdSort)[]) =>
  sorts.map((sort) => ({ value: sort, label: texts.search.sorts[sort] }));
// Built when the panel renders, so the sort labels are in the current language.
const SORT_OPTIONS = {
  get land() {
    return sortOptions(LAND_AD_SORTS);
  },
  get business() {
    return sortOptions(BUSINESS_AD_SORTS);
  },
} as const;

function ChevronDown() {
  return (
    <svg className={css.chevron} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The search criteria of an ad list: a controlled form, criteria in, changed criteria out. From md
 * the search row and the filters behind the toggle are in the panel; below md the panel keeps the
 * search box and a button that opens everything else in a bottom sheet ('Filteri (2)'), so the
 * results start within the phone's first screen.
 */
export function SearchPanel(props: SearchPanelProps) {
  const { variant, value, labels, onReset, disabled, className, filterCount, sheetExtras } = props;
  const text = { ...SEARCH_PANEL_LABELS[variant], ...labels };
  const filtersId = useId();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultFiltersOpen ?? false);
  const open = props.filtersOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (props.filtersOpen === undefined) setUncontrolledOpen(next);
    props.onFiltersOpenChange?.(next);
  };

  // Both variants share the land criteria; business-only keys are patched only in that variant.
  const update = (patch: FilterPatch) => {
    if (props.variant === 'land') props.onChange({ ...props.value, ...patch });
    else props.onChange({ ...props.value, ...patch });
  };

  const changeSort = (sort: string) => {
    // The options are the variant's own sorts, so the value is one of them.
    if (props.variant === 'land') props.onSortChange?.(sort as LandAdSort);
    else props.onSortChange?.(sort as BusinessAdSort);
  };
  const withSort = props.onSortChange !== undefined;

  const resetButton = (
    <Button variant="secondary" onClick={onReset} disabled={disabled}>
      {text.reset}
    </Button>
  );
  const country = (
    <Select
      label={text.country}
      options={[{ value: '', label: text.allCountries }, ...countryOptions()]}
      value={filterInput(value.countryId)}
      // spec §2: changing the country clears the city.
      onValueChange={(countryId) => update({ countryId, cityId: '' })}
      disabled={disabled}
    />
  );
  const sortSelect = withSort ? (
    <Select
      label={text.sort}
      options={SORT_OPTIONS[variant]}
      value={props.sort ?? 'newest'}
      onValueChange={changeSort}
      disabled={disabled}
    />
  ) : null;

  return (
    <div role="search" aria-label={text.region} className={clsx(css.panel, className)}>
      <div className={css.mainRow({ withSort })}>
        <TextField
          type="search"
          label={text.text}
          placeholder={text.textPlaceholder}
          value={value.text ?? ''}
          onChange={(event) => update({ text: event.target.value })}
          disabled={disabled}
        />
        <div className={css.wideOnly}>{country}</div>
        {sortSelect ? <div className={css.wideOnly}>{sortSelect}</div> : null}
        <div className={css.actions}>
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls={filtersId}
            data-state={open ? 'open' : 'closed'}
            onClick={() => setOpen(!open)}
            disabled={disabled}
          >
            {text.filtersToggle}
            <ChevronDown />
          </Button>
          {variant === 'business' ? resetButton : null}
        </div>
        <div className={css.narrowOnly}>
          <Dialog.Root>
            <Dialog.Trigger asChild>
              <Button variant="outline" disabled={disabled}>
                {text.filtersButton(filterCount ?? 0)}
              </Button>
            </Dialog.Trigger>
            <Dialog.Content
              variant="sheet"
              closeLabel={text.closeFilters}
              aria-describedby={undefined}
            >
              <Dialog.Title>{text.filtersSheetTitle}</Dialog.Title>
              <div className={css.sheetFields}>
                {country}
                {sortSelect}
                <SearchPanelFilters
                  layout="sheet"
                  variant={variant}
                  value={value}
                  labels={text}
                  disabled={disabled}
                  onPatch={update}
                  resetButton={null}
                />
                {sheetExtras}
              </div>
              <Dialog.Footer>
                {resetButton}
                <Dialog.Close asChild>
                  <Button>{text.showResults}</Button>
                </Dialog.Close>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Root>
        </div>
      </div>
      <SearchPanelFilters
        id={filtersId}
        hidden={!open}
        variant={variant}
        value={value}
        labels={text}
        disabled={disabled}
        onPatch={update}
        resetButton={variant === 'land' ? resetButton : null}
      />
    </div>
  );
}
