import { useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as css from './FactList.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export const FACT_LIST_HEADING_LEVELS = [2, 3] as const;

export interface FactListProps extends HTMLAttributes<HTMLElement> {
  facts: readonly Fact[];
  /** The section's heading ('Podaci o oglasu'); without it, only the list. */
  title?: string;
  headingLevel?: (typeof FACT_LIST_HEADING_LEVELS)[number];
}

/** An ad's facts as a labelled table (a description list): label left, value right. */
export function FactList({ facts, title, headingLevel = 2, className, ...props }: FactListProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const list = (
    <dl className={css.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={css.row}>
          <dt className={css.label}>{fact.label}</dt>
          <dd className={css.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!title) {
    return (
      <div className={className} {...props}>
        {list}
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className={clsx(css.section, className)} {...props}>
      <Heading id={headingId} className={css.title}>
        {title}
      </Heading>
      {list}
    </section>
  );
}
