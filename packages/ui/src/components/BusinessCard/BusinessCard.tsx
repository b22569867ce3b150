import clsx from 'clsx';
import {
  businessTypeLabel,
  formatBusinessPrice,
  formatLocation,
  texts,
  previewDescription,
} from '@marketplace/domain';
import { AdCardFrame, type AdCardFrameProps, type CardAdBase } from '../AdCard/AdCardFrame';
import { cardActionLabels, type CardActionLabels } from '../AdCard/CardActions';
import * as css from '../AdCard/AdCard.css';
import { BusinessFacts, type BusinessFactLabels, businessFactLabels } from './BusinessFacts';
import { uiTexts } from '../../texts';

/** The business-ad fields the card shows (spec §3); the API's BusinessAd fits as is. */
export interface BusinessCardAd extends CardAdBase {
  /** Absent for viewers who may not read it (spec §2, §6). */
  description?: string | null;
  business_type?: string | null;
  annual_revenue?: number | string | null;
  employee_count?: number | string | null;
  established_year?: number | string | null;
}

/** The card's texts, read when it renders so they are in the current language. */
export const businessCardLabels = () => ({
  ...cardActionLabels(),
  ...businessFactLabels(),
  descriptionHidden: texts.businessList.descriptionHidden,
  deleted: uiTexts.adCard.deleted,
  views: texts.adPage.views,
});
export type BusinessCardLabels = ReturnType<typeof businessCardLabels> &
  CardActionLabels &
  BusinessFactLabels;

export interface BusinessCardProps extends AdCardFrameProps {
  ad: BusinessCardAd;
  labels?: Partial<BusinessCardLabels>;
}

/** spec §2 (business list): thumbnail, type chip, title, description preview, figures, author. */
export function BusinessCard({ ad, labels: labelOverrides, ...frame }: BusinessCardProps) {
  const labels = { ...businessCardLabels(), ...labelOverrides };
  const hasDescription = ad.description != null && ad.description.trim() !== '';
  const location = formatLocation(ad.city_id, ad.country_id);
  return (
    <AdCardFrame
      {...frame}
      ad={ad}
      typeChip={ad.business_type ? businessTypeLabel(ad.business_type) : null}
      labels={labels}
    >
      <p className={clsx(css.description, !hasDescription && css.descriptionHidden)}>
        {hasDescription ? previewDescription(ad.description) : labels.descriptionHidden}
      </p>
      <p className={css.price}>{formatBusinessPrice(ad.price)}</p>
      <BusinessFacts ad={ad} location={location} labels={labels} />
      {ad.author_name ? <p className={css.meta}>{ad.author_name}</p> : null}
      {ad.view_count != null ? (
        <p className={css.pricePerUnit}>
          {labels.views}: {ad.view_count}
        </p>
      ) : null}
    </AdCardFrame>
  );
}
