import { useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  businessTypeLabel,
  formatBusinessPrice,
  formatLocation,
  texts,
  previewDescription,
} from '@marketplace/domain';
import { Card } from '../Card';
import { Chip } from '../Chip';
import { CARD_ACTION_LABELS, CardActions, type CardActionLabels } from '../AdCard/CardActions';
import { CardMedia } from '../AdCard/CardMedia';
import {
  CardControls,
  CardFavoriteButton,
  CardTitle,
  StatusChip,
  type CardFavorite,
} from '../AdCard/CardParts';
import * as css from '../AdCard/AdCard.css';
import type { RouterLinkComponent } from '../RouterLink';
import { BusinessFacts, type BusinessFactLabels, BUSINESS_FACT_LABELS } from './BusinessFacts';
import { uiTexts } from '../../texts';

/** The business-ad fields the card shows (spec §3); the API's BusinessAd fits as is. */
export interface BusinessCardAd {
  title: string;
  /** Absent for viewers who may not read it (spec §2, §6). */
  description?: string | null;
  price: number | string;
  business_type?: string | null;
  country_id?: number | string | null;
  city_id?: number | string | null;
  annual_revenue?: number | string | null;
  employee_count?: number | string | null;
  established_year?: number | string | null;
  author_name?: string | null;
  deleted?: boolean | null;
  /** 'reserved' and 'sold' show a chip (issue 11). */
  status?: string | null;
  /** Shown when present: the API sends it to the ad's author only. */
  view_count?: number | null;
}

export const BUSINESS_CARD_LABELS = {
  ...CARD_ACTION_LABELS,
  ...BUSINESS_FACT_LABELS,
  descriptionHidden: texts.businessList.descriptionHidden,
  deleted: uiTexts.adCard.deleted,
  views: texts.adPage.views,
};
export type BusinessCardLabels = typeof BUSINESS_CARD_LABELS &
  CardActionLabels &
  BusinessFactLabels;

export interface BusinessCardProps extends HTMLAttributes<HTMLElement> {
  ad: BusinessCardAd;
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
  labels?: Partial<BusinessCardLabels>;
  headingLevel?: 2 | 3 | 4;
  /** Owner controls inside the card (e.g. the status select on 'Moji oglasi'). */
  controls?: ReactNode;
  /** The heart that saves the ad (signed-in viewers); none without it. */
  favorite?: CardFavorite;
}

/** spec §2 (business list): thumbnail, type chip, title, description preview, figures, author. */
export function BusinessCard({
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
  controls,
  favorite,
  className,
  ...props
}: BusinessCardProps) {
  const labels = { ...BUSINESS_CARD_LABELS, ...labelOverrides };
  const titleId = useId();
  const hasDescription = ad.description != null && ad.description.trim() !== '';
  const location = formatLocation(ad.city_id, ad.country_id);
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
            {ad.business_type ? (
              <Chip tone="primary">{businessTypeLabel(ad.business_type)}</Chip>
            ) : null}
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
      }
      {...props}
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
      <CardControls>{controls}</CardControls>
    </Card>
  );
}
