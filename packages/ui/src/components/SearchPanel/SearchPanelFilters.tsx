import type { ReactNode } from 'react';
import {
  BUSINESS_TYPE_OPTIONS,
  citiesOf,
  type BusinessAdFilter,
  type FilterValue,
} from '@marketplace/domain';
import { NumberField } from '../NumberField';
import { Select } from '../Select';
import type { SearchPanelLabels, SearchPanelVariant } from './searchPanelLabels';
import * as css from './SearchPanel.css';

/** The criteria a control changes; values are what the inputs yield ('' means no filter). */
export type FilterPatch = Partial<Record<keyof BusinessAdFilter, string>>;

/** A criterion as an input's value: unset becomes ''. */
export function filterInput(value: FilterValue): string {
  return value == null ? '' : String(value);
}

interface SearchPanelFiltersProps {
  id: string;
  hidden: boolean;
  variant: SearchPanelVariant;
  value: BusinessAdFilter;
  labels: SearchPanelLabels;
  disabled?: boolean;
  onPatch: (patch: FilterPatch) => void;
  /** The land variant keeps its reset button among the filters (spec §2). */
  resetButton: ReactNode;
}

const TYPE_OPTIONS = BUSINESS_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));

/** The criteria behind the filters toggle. */
export function SearchPanelFilters({
  id,
  hidden,
  variant,
  value,
  labels,
  disabled,
  onPatch,
  resetButton,
}: SearchPanelFiltersProps) {
  const country = filterInput(value.countryId);
  const cityOptions = citiesOf(country).map((city) => ({
    value: String(city.id),
    label: city.name,
  }));
  const amount = (label: string, key: 'minPrice' | 'maxPrice' | 'minRevenue' | 'maxRevenue') => (
    <NumberField
      label={label}
      min={0}
      step="any"
      value={filterInput(value[key])}
      onChange={(event) => onPatch({ [key]: event.target.value })}
      disabled={disabled}
    />
  );

  return (
    <div
      id={id}
      hidden={hidden}
      className={css.filters({ variant })}
      data-state={hidden ? 'closed' : 'open'}
    >
      {amount(labels.minPrice, 'minPrice')}
      {amount(labels.maxPrice, 'maxPrice')}
      {variant === 'business' ? (
        <>
          <Select
            label={labels.businessType}
            options={[{ value: '', label: labels.allTypes }, ...TYPE_OPTIONS]}
            value={filterInput(value.businessType)}
            onValueChange={(businessType) => onPatch({ businessType })}
            disabled={disabled}
          />
          {amount(labels.minRevenue, 'minRevenue')}
          {amount(labels.maxRevenue, 'maxRevenue')}
        </>
      ) : null}
      <Select
        label={labels.city}
        options={[{ value: '', label: labels.allCities }, ...cityOptions]}
        value={filterInput(value.cityId)}
        onValueChange={(cityId) => onPatch({ cityId })}
        // spec §2: the city select is disabled until a country is chosen.
        disabled={disabled || country === ''}
      />
      {resetButton ? <div className={css.actions}>{resetButton}</div> : null}
    </div>
  );
}
