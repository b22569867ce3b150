import { useState } from 'react';
import type { BusinessAdFilter } from '@marketplace/domain';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';

// Story harness only (not exported from the package).
/** Holds the criteria like a page would, and reports every change to the story's spies. */
export function ControlledSearchPanel(props: SearchPanelProps) {
  const [value, setValue] = useState<BusinessAdFilter>(props.value);
  const onChange = (next: BusinessAdFilter) => {
    setValue(next);
    props.onChange(next);
  };
  const onReset = () => {
    setValue({});
    props.onReset();
  };
  return props.variant === 'land' ? (
    <SearchPanel {...props} variant="land" value={value} onChange={onChange} onReset={onReset} />
  ) : (
    <SearchPanel
      {...props}
      variant="business"
      value={value}
      onChange={onChange}
      onReset={onReset}
    />
  );
}
