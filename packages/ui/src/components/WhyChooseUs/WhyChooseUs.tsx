import type { HTMLAttributes } from 'react';
import { MarketingSection } from '../MarketingSection';
import * as section from '../MarketingSection/MarketingSection.css';
import * as css from './WhyChooseUs.css';
import { uiTexts } from '../../texts';

export interface Reason {
  title: string;
  description: string;
}

export const DEFAULT_REASONS: readonly Reason[] = uiTexts.whyChooseUs.reasons;

export interface WhyChooseUsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: string;
  reasons?: readonly Reason[];
}

/** spec §2: the 'why choose us' section of the home page. */
export function WhyChooseUs({
  title = uiTexts.whyChooseUs.title,
  reasons = DEFAULT_REASONS,
  ...props
}: WhyChooseUsProps) {
  return (
    <MarketingSection title={title} {...props}>
      <ol className={`${section.list} ${css.grid}`}>
        {reasons.map((reason, index) => (
          <li key={reason.title} className={section.card}>
            <span className={css.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={section.cardTitle}>{reason.title}</h3>
            <p className={section.cardText}>{reason.description}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
