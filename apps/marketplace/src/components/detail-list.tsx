import type { ReactNode } from 'react';
import * as css from './page.css';

/** A label/value list (price, location, area...) read as a description list. */
export function DetailList({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className={css.details}>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={css.detailLabel}>{label}</dt>
          <dd className={css.detailValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
