import { useState } from 'react';
import type { BusinessAdSort, LandAdSort } from '@marketplace/domain';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';
import type { SearchPanelCriteria } from './SearchPanelFilters';

// Story harness only (not exported from the package).
/** Holds the criteria and the sort like a page would, and reports every change to the spies. */
export function ControlledSearchPanel(props: SearchPanelProps) {
  const [value, setValue] = useState<SearchPanelCriteria>(props.value);
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
