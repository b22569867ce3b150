import type { HTMLAttributes } from 'react';
import { homeTexts } from '@marketplace/domain';
import { ActionLink, HOME_HREFS } from '../Hero/ActionLink';
import type { RouterLinkComponent } from '../../primitives/RouterLink';
import { MarketingSection } from '../MarketingSection';
import * as section from '../MarketingSection/MarketingSection.css';
import * as css from './WhatWeOffer.css';
import { uiTexts } from '../../texts';

export interface Offer {
  title: string;
  description: string;
  actionLabel: string;
  href: string;
}

/** spec §2 (home page): the three cards and where their buttons lead (texts read when shown). */
export const DEFAULT_OFFERS: readonly Offer[] = [
  {
    get title() {
      return homeTexts.offerRealEstate;
    },
    get description() {
      return uiTexts.whatWeOffer.realEstate;
    },
    get actionLabel() {
      return homeTexts.viewRealEstate;
    },
    href: HOME_HREFS.realEstate,
  },
  {
    get title() {
      return homeTexts.offerBusiness;
    },
    get description() {
      return uiTexts.whatWeOffer.business;
    },
    get actionLabel() {
      return homeTexts.viewBusinessAds;
    },
    href: HOME_HREFS.business,
  },
  {
    get title() {
      return homeTexts.offerInvestments;
    },
    get description() {
      return uiTexts.whatWeOffer.investments;
    },
    get actionLabel() {
      return homeTexts.becomeInvestor;
    },
    href: HOME_HREFS.register,
  },
];

export interface WhatWeOfferProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: string;
  offers?: readonly Offer[];
  linkComponent?: RouterLinkComponent;
}

/** spec §2: the 'what we offer' section, one card per offer with its button. */
export function WhatWeOffer({
  title = uiTexts.whatWeOffer.title,
  offers = DEFAULT_OFFERS,
  linkComponent,
  ...props
}: WhatWeOfferProps) {
  return (
    <MarketingSection title={title} {...props}>
      <ul className={`${section.list} ${css.grid}`}>
        {offers.map((offer) => (
          <li key={offer.title} className={section.card}>
            <h3 className={section.cardTitle}>{offer.title}</h3>
            <p className={section.cardText}>{offer.description}</p>
            <ActionLink
              href={offer.href}
              variant="outline"
              linkComponent={linkComponent}
              className={css.action}
            >
              {offer.actionLabel}
            </ActionLink>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
