import { Fragment } from 'react';
import { formatBusinessPrice, texts } from '@marketplace/domain';
import * as css from '../AdCard/AdCard.css';
import { uiTexts } from '../../texts';

/** The figures' names, read when the card renders so they are in the current language. */
export const businessFactLabels = () => ({
  location: uiTexts.businessFacts.location,
  revenue: uiTexts.businessFacts.revenue,
  employees: uiTexts.businessFacts.employees,
  /** spec §2: the count in its plural form: '1 zaposleni', '2 zaposlena', '12 zaposlenih'. */
  employeeCount: texts.businessList.employeeCount,
  established: uiTexts.businessFacts.established,
});
export type BusinessFactLabels = ReturnType<typeof businessFactLabels>;

type Value = number | string | null | undefined;

export interface BusinessFactsProps {
  ad: { annual_revenue?: Value; employee_count?: Value; established_year?: Value };
  location: string;
  labels: BusinessFactLabels;
}

const given = (value: Value): value is number | string => value != null && value !== '';

/** '21 zaposleni': a count the API sent as text too ('21'); anything else as it came. */
function employees(count: number | string, labels: BusinessFactLabels): string {
  const n = Number(count);
  return Number.isInteger(n) ? labels.employeeCount(n) : String(count);
}

/** The business figures of the card; a missing optional figure is left out (spec §3). */
export function BusinessFacts({ ad, location, labels }: BusinessFactsProps) {
  const facts: [string, string][] = [];
  if (location) facts.push([labels.location, location]);
  if (given(ad.annual_revenue))
    facts.push([labels.revenue, formatBusinessPrice(ad.annual_revenue)]);
  if (given(ad.employee_count))
    facts.push([labels.employees, employees(ad.employee_count, labels)]);
  if (given(ad.established_year)) facts.push([labels.established, String(ad.established_year)]);
  if (facts.length === 0) return null;
  return (
    <dl className={css.facts}>
      {facts.map(([name, value]) => (
        <Fragment key={name}>
          <dt className={css.factName}>{name}</dt>
          <dd className={css.factValue}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
