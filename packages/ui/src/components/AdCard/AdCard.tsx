import { useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  formatArea,
  formatDate,
  formatLocation,
  formatPrice,
  formatPricePerSquareMetre,
  landTypeLabel,
  texts,
} from '@marketplace/domain';
import { Card } from '../Card';
import { Chip } from '../Chip';
import type { RouterLinkComponent } from '../RouterLink';
import { CARD_ACTION_LABELS, CardActions, type CardActionLabels } from './CardActions';
import { CardMedia } from './CardMedia';
import {
  CardControls,
  CardFavoriteButton,
  CardTitle,
  StatusChip,
  type CardFavorite,
} from './CardParts';
import * as css from './AdCard.css';
import { uiTexts } from '../../texts';

/** The land-ad fields the card shows (spec §3); the API's LandAd fits as is. */
export interface AdCardAd {
  title: string;
  price: number | string;
  area?: number | string | null;
  country_id?: number | string | null;
  city_id?: number | string | null;
  land_type?: string | null;
  author_name?: string | null;
  created_at?: string | Date | null;
  deleted?: boolean | null;
  /** 'reserved' and 'sold' show a chip (issue 11). */
  status?: string | null;
  /** 'Po dogovoru' beside the price. */
  price_negotiable?: boolean | null;
  /** Shown when present: the API sends it to the ad's author only. */
  view_count?: number | null;
}

export const AD_CARD_LABELS = {
  ...CARD_ACTION_LABELS,
  ...uiTexts.adCard,
  negotiable: texts.landFacts.negotiable,
  views: texts.adPage.views,
};
export type AdCardLabels = { [Key in keyof typeof AD_CARD_LABELS]: string } & CardActionLabels;

export interface AdCardProps extends HTMLAttributes<HTMLElement> {
  ad: AdCardAd;
  imageUrl?: string | null;
  /** Wider copies of the picture for sharp screens (see CardMedia). */
  imageSrcSet?: string;
  /** One of the first cards of a list: its picture loads at once (see CardMedia). */
  imagePriority?: boolean;
  imageAlt?: string;
  viewHref?: string;
  onView?: () => void;
  editHref?: string;
  onDelete?: () => void | Promise<unknown>;
  linkComponent?: RouterLinkComponent;
  labels?: Partial<AdCardLabels>;
  /** The heading level of the title, by where the grid sits on the page. */
  headingLevel?: 2 | 3 | 4;
  /** Fixed time zone for the date (stories and tests); the runtime's by default. */
  timeZone?: string;
  /** Owner controls inside the card (e.g. the status select on 'Moji oglasi'). */
  controls?: ReactNode;
  /** The heart that saves the ad (signed-in viewers); none without it. */
  favorite?: CardFavorite;
  /**
   * A short note in the footer when the card has nothing to open (a saved ad since deleted), so
   * the card stays complete instead of ending in an empty footer.
   */
  footerNote?: ReactNode;
}

/** spec §2: a land ad in the home grid and on 'Moji oglasi'. */
export function AdCard({
  ad,
  imageUrl,
  imageSrcSet,
  imagePriority = false,
  imageAlt,
  viewHref,
  onView,
  editHref,
  onDelete,
  linkComponent,
  labels: labelOverrides,
  headingLevel = 3,
  timeZone,
  controls,
  favorite,
  footerNote,
  className,
  ...props
}: AdCardProps) {
  const labels = { ...AD_CARD_LABELS, ...labelOverrides };
  const titleId = useId();
  const location = formatLocation(ad.city_id, ad.country_id);
  const area = formatArea(ad.area);
  const date = formatDate(ad.created_at, { timeZone });
  const price = Number(ad.price);
  const squareMetres = Number(ad.area);
  // Issue 11: wherever a land price is shown, so is the price per m².
  const perSquareMetre =
    Number.isFinite(price) && squareMetres > 0
      ? formatPricePerSquareMetre({ price, area: squareMetres })
      : null;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={clsx(css.card, className)}
      data-deleted={ad.deleted ? '' : undefined}
      media={
        <CardMedia
          imageUrl={imageUrl}
          imageSrcSet={imageSrcSet}
          imageAlt={imageAlt}
          priority={imagePriority}
        />
      }
      header={
        <>
          <div className={css.chips}>
            {ad.land_type ? <Chip tone="primary">{landTypeLabel(ad.land_type)}</Chip> : null}
            <StatusChip status={ad.status} />
            {ad.deleted ? <Chip tone="warning">{labels.deleted}</Chip> : null}
          </div>
          <CardTitle
            id={titleId}
            level={headingLevel}
            href={viewHref}
            linkComponent={linkComponent}
          >
            {ad.title}
          </CardTitle>
          <CardFavoriteButton favorite={favorite} titleId={titleId} />
        </>
      }
      footer={
        <>
          {footerNote ? <p className={css.footerNote}>{footerNote}</p> : null}
          <CardActions
            viewHref={viewHref}
            onView={onView}
            editHref={editHref}
            onDelete={onDelete}
            linkComponent={linkComponent}
            labels={labels}
            titleId={titleId}
            titleLinked={viewHref !== undefined}
          />
        </>
      }
      {...props}
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
      <CardControls>{controls}</CardControls>
    </Card>
  );
}
