import {
  formatArea,
  formatDate,
  formatLocation,
  formatPrice,
  formatPricePerSquareMetre,
  landTypeLabel,
  texts,
} from '@marketplace/domain';
import { AdCardFrame, type AdCardFrameProps, type CardAdBase } from './AdCardFrame';
import { cardActionLabels, type CardActionLabels } from './CardActions';
import * as css from './AdCard.css';
import { uiTexts } from '../../texts';

/** The land-ad fields the card shows (spec §3); the API's LandAd fits as is. */
export interface AdCardAd extends CardAdBase {
  area?: number | string | null;
  land_type?: string | null;
  created_at?: string | Date | null;
  /** 'Po dogovoru' beside the price. */
  price_negotiable?: boolean | null;
}

/** The card's texts, read when it renders so they are in the current language. */
export const adCardLabels = () => ({
  ...cardActionLabels(),
  ...uiTexts.adCard,
  negotiable: texts.landFacts.negotiable,
  views: texts.adPage.views,
});
export type AdCardLabels = {
  [Key in keyof ReturnType<typeof adCardLabels>]: string;
} & CardActionLabels;

export interface AdCardProps extends AdCardFrameProps {
  ad: AdCardAd;
  labels?: Partial<AdCardLabels>;
  /** Fixed time zone for the date (stories and tests); the runtime's by default. */
  timeZone?: string;
}

/** spec §2: a land ad in the home grid and on 'Moji oglasi'. */
export function AdCard({ ad, labels: labelOverrides, timeZone, ...frame }: AdCardProps) {
  const labels = { ...adCardLabels(), ...labelOverrides };
  const location = formatLocation(ad.city_id, ad.country_id);
  const area = formatArea(ad.area);
  const date = formatDate(ad.created_at, { timeZone });
  const price = Number(ad.price);
  const squareMetres = Number(ad.area);
  // Wherever a land price is shown, so is the price per m².
  const perSquareMetre =
    Number.isFinite(price) && squareMetres > 0
      ? formatPricePerSquareMetre({ price, area: squareMetres })
      : null;
  return (
    <AdCardFrame
      {...frame}
      ad={ad}
      typeChip={ad.land_type ? landTypeLabel(ad.land_type) : null}
      labels={labels}
    >
      <div className={css.priceRow}>
        <p className={css.price}>{formatPrice(ad.price)}</p>
        {perSquareMetre ? <p className={css.pricePerUnit}>{perSquareMetre}</p> : null}
        {ad.price_negotiable ? <p className={css.negotiable}>{labels.negotiable}</p> : null}
      </div>
      {location || area ? (
        <dl className={css.facts}>
          {location ? (
            <>
              <dt className={css.factName}>{labels.location}</dt>
              <dd className={css.factValue}>{location}</dd>
            </>
          ) : null}
          {area ? (
            <>
              <dt className={css.factName}>{labels.area}</dt>
              <dd className={css.factValue}>{area}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {ad.author_name || date ? (
        <p className={css.meta}>{[ad.author_name, date].filter(Boolean).join(' · ')}</p>
      ) : null}
      {ad.view_count != null ? (
        <p className={css.pricePerUnit}>
          {labels.views}: {ad.view_count}
        </p>
      ) : null}
    </AdCardFrame>
  );
}
