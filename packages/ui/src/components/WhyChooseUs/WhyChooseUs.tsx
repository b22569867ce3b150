import type { HTMLAttributes } from 'react';
import { MarketingSection } from '../MarketingSection';
import * as section from '../MarketingSection/MarketingSection.css';
import * as css from './WhyChooseUs.css';

export interface Reason {
  title: string;
  description: string;
}

// spec §2: advanced search, security and trust, direct connection, growth. The descriptions carry
// the marketing claims of spec §1 (verified users, search by location, price and type).
export const DEFAULT_REASONS: readonly Reason[] = [
  {
    title: 'Napredna pretraga',
    description: 'Pretražujte oglase po lokaciji, ceni i vrsti zemljišta ili biznisa.',
  },
  {
    title: 'Sigurnost i poverenje',
    description: 'Svi korisnici su verifikovani, pa znate s kim poslujete.',
  },
  {
    title: 'Direktan kontakt',
    description: 'Vlasnici i investitori dopisuju se direktno, bez posrednika.',
  },
  {
    title: 'Rast i razvoj',
    description: 'Pronađite pravu priliku za ulaganje i razvijte svoj posao.',
  },
];

export interface WhyChooseUsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: string;
  reasons?: readonly Reason[];
}

/** spec §2: the 'why choose us' section of the home page. */
export function WhyChooseUs({
  title = 'Zašto izabrati nas',
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
