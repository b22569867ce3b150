import type { ReactNode } from 'react';
import {
  BUSINESS_TYPE_OPTIONS,
  LAND_TYPE_OPTIONS,
  citiesOf,
  type BusinessAdFilter,
  type FilterValue,
  type LandAdFilter,
} from '@marketplace/domain';
import { NumberField } from '../../primitives/NumberField';
import { Select } from '../../primitives/Select';
import type { SearchPanelLabels, SearchPanelVariant } from './searchPanelLabels';
import * as css from './SearchPanel.css';

/**
 * The land criteria: spec §2's text, country, price and city, and the server search's area bounds
 * and land types.
 */
export interface LandSearchCriteria extends LandAdFilter {
  readonly minArea?: FilterValue;
  readonly maxArea?: FilterValue;
  /** Any of these land types; empty or unset means every type. */
  readonly landTypes?: readonly string[];
}

/** Every criterion either variant knows (the panel reads a variant's own ones only). */
export type SearchPanelCriteria = LandSearchCriteria & BusinessAdFilter;

type AmountKey = 'minPrice' | 'maxPrice' | 'minRevenue' | 'maxRevenue' | 'minArea' | 'maxArea';

/** The criteria a control changes; values are what the inputs yield ('' means no filter). */
export type FilterPatch = Partial<
  Record<keyof BusinessAdFilter | 'minArea' | 'maxArea', string> & {
    landTypes: readonly string[];
  }
>;

/** A criterion as an input's value: unset becomes ''. */
export function filterInput(value: FilterValue): string {
  return value == null ? '' : String(value);
}

interface SearchPanelFiltersProps {
  id?: string;
  hidden?: boolean;
  /** Under the search row (from md), or in the phone layout's sheet. */
  layout?: 'inline' | 'sheet';
  variant: SearchPanelVariant;
  value: SearchPanelCriteria;
  labels: SearchPanelLabels;
  disabled?: boolean;
  onPatch: (patch: FilterPatch) => void;
  /** The land variant keeps its reset button among the filters (spec §2). */
  resetButton: ReactNode;
}

// Built when shown, so the labels are in the current language.
const typeOptions = () => BUSINESS_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }));

/** The land types as checkboxes: any number of them may be chosen. */
function LandTypeChoice({
  value,
  label,
  disabled,
  onChange,
}: {
  value: readonly string[];
  label: string;
  disabled?: boolean;
  onChange: (landTypes: readonly string[]) => void;
}) {
  const chosen = new Set(value);
  const toggle = (type: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    // Always in the spec's order, so the same choice is always written the same way.
    onChange(LAND_TYPE_OPTIONS.map((option) => option.value).filter((type) => next.has(type)));
  };
  return (
    <fieldset className={css.typeGroup} disabled={disabled}>
      <legend className={css.legend}>{label}</legend>
      <div className={css.checkboxes}>
        {LAND_TYPE_OPTIONS.map((option) => (
          <label key={option.value} className={css.checkbox}>
            <input
              type="checkbox"
              className={css.checkboxInput}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The criteria behind the filters toggle. */
export function SearchPanelFilters({
  id,
  hidden = false,
  layout = 'inline',
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
  const amount = (label: string, key: AmountKey) => (
    <NumberField
      label={label}
      min={0}
      step="any"
      value={filterInput(value[key])}
      onChange={(event) => onPatch({ [key]: event.target.value })}
      disabled={disabled}
    />
  );
  const city = (
    <Select
      label={labels.city}
      options={[{ value: '', label: labels.allCities }, ...cityOptions]}
      value={filterInput(value.cityId)}
      onValueChange={(cityId) => onPatch({ cityId })}
      // spec §2: the city select is disabled until a country is chosen.
      disabled={disabled || country === ''}
    />
  );

  return (
    <div
      id={id}
      hidden={hidden}
      className={css.filters({ variant, layout })}
      data-state={hidden ? 'closed' : 'open'}
    >
      {amount(labels.minPrice, 'minPrice')}
      {amount(labels.maxPrice, 'maxPrice')}
      {variant === 'business' ? (
        <>
          <Select
            label={labels.businessType}
            options={[{ value: '', label: labels.allTypes }, ...typeOptions()]}
            value={filterInput(value.businessType)}
            onValueChange={(businessType) => onPatch({ businessType })}
            disabled={disabled}
          />
          {amount(labels.minRevenue, 'minRevenue')}
          {amount(labels.maxRevenue, 'maxRevenue')}
          {city}
        </>
      ) : (
        <>
          {amount(labels.minArea, 'minArea')}
          {amount(labels.maxArea, 'maxArea')}
          {city}
          <LandTypeChoice
            value={value.landTypes ?? []}
            label={labels.landTypes}
            disabled={disabled}
            onChange={(landTypes) => onPatch({ landTypes })}
          />
        </>
      )}
      {resetButton ? <div className={css.filterActions}>{resetButton}</div> : null}
    </div>
  );
}
