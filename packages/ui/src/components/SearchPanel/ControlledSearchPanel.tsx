import { useState } from 'react';
import {
  countSetFilters,
  toExactKey,
  toNumberBound,
  type BusinessAdSort,
  type LandAdSort,
} from '@marketplace/domain';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';
import type { SearchPanelCriteria } from './SearchPanelFilters';

// Story harness only (not exported from the package).

/** The filters the criteria set, counted as a page counts its search (countSetFilters). */
function filterCountOf(value: SearchPanelCriteria): number {
  const businessType = toExactKey(value.businessType);
  return countSetFilters({
    country_id: toNumberBound(value.countryId),
    city_id: toNumberBound(value.cityId),
    land_type: value.landTypes,
    business_type: businessType ? [businessType] : undefined,
    price_min: toNumberBound(value.minPrice),
    price_max: toNumberBound(value.maxPrice),
    area_min: toNumberBound(value.minArea),
    area_max: toNumberBound(value.maxArea),
    revenue_min: toNumberBound(value.minRevenue),
    revenue_max: toNumberBound(value.maxRevenue),
  });
}

/**
 * Holds the criteria and the sort like a page would, and reports every change to the spies; the
 * phone layout's button counts the filters set unless the story gives `filterCount`.
 */
export function ControlledSearchPanel(props: SearchPanelProps) {
  const [value, setValue] = useState<SearchPanelCriteria>(props.value);
  const filterCount = props.filterCount ?? filterCountOf(value);
  const [sort, setSort] = useState<string | undefined>(props.sort);
  const onChange = (next: SearchPanelCriteria) => {
    setValue(next);
    props.onChange(next);
  };
  const onReset = () => {
    setValue({});
    setSort(undefined);
    props.onReset();
  };
  if (props.variant === 'land') {
    const onSortChange = props.onSortChange;
    return (
      <SearchPanel
        {...props}
        variant="land"
        value={value}
        filterCount={filterCount}
        onChange={onChange}
        onReset={onReset}
        sort={sort as LandAdSort | undefined}
        onSortChange={
          onSortChange &&
          ((next) => {
            setSort(next);
            onSortChange(next);
          })
        }
      />
    );
  }
  const onSortChange = props.onSortChange;
  return (
    <SearchPanel
      {...props}
      variant="business"
      value={value}
      filterCount={filterCount}
      onChange={onChange}
      onReset={onReset}
      sort={sort as BusinessAdSort | undefined}
      onSortChange={
        onSortChange &&
        ((next) => {
          setSort(next);
          onSortChange(next);
        })
      }
    />
  );
}
