import { useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { Card } from '../../primitives/Card';
import { Chip } from '../../primitives/Chip';
import type { RouterLinkComponent } from '../../primitives/RouterLink';
import { CardActions, type CardActionLabels } from './CardActions';
import { CardMedia } from './CardMedia';
import {
  CardControls,
  CardFavoriteButton,
  CardTitle,
  StatusChip,
  type CardFavorite,
} from './CardParts';
import * as css from './AdCard.css';

/** The fields every ad's card shows, whatever its kind (spec §3). */
export interface CardAdBase {
  title: string;
  price: number | string;
  country_id?: number | string | null;
  city_id?: number | string | null;
  author_name?: string | null;
  deleted?: boolean | null;
  /** 'reserved' and 'sold' show a chip. */
  status?: string | null;
  /** Shown when present: the API sends it to the ad's author only. */
  view_count?: number | null;
}

/** What a card of either kind of ad takes beside its ad and labels. */
export interface AdCardFrameProps extends HTMLAttributes<HTMLElement> {
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
  /** The heading level of the title, by where the grid sits on the page. */
  headingLevel?: 2 | 3 | 4;
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

interface FrameProps extends AdCardFrameProps {
  /** The frame's part of the ad: its title, the status chip and the deleted mark. */
  ad: Pick<CardAdBase, 'title' | 'status' | 'deleted'>;
  /** The kind's type chip (land type, business type), if any. */
  typeChip?: ReactNode;
  labels: CardActionLabels & { deleted: string };
  children: ReactNode;
}

/**
 * The parts both ad cards share: the picture, the chips (type, status, deleted), the title that
 * links the whole card, the heart, the body, the owner's controls and the actions.
 */
export function AdCardFrame({
  ad: { title, status, deleted },
  typeChip,
  labels,
  footerNote,
  imageUrl,
  imageSrcSet,
  imagePriority = false,
  imageAlt,
  viewHref,
  onView,
  editHref,
  onDelete,
  linkComponent,
  headingLevel = 3,
  controls,
  favorite,
  className,
  children,
  ...props
}: FrameProps) {
  const titleId = useId();
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={clsx(css.card, className)}
      data-deleted={deleted ? '' : undefined}
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
            {typeChip ? <Chip tone="primary">{typeChip}</Chip> : null}
            <StatusChip status={status} />
            {deleted ? <Chip tone="warning">{labels.deleted}</Chip> : null}
          </div>
          <CardTitle
            id={titleId}
            level={headingLevel}
            href={viewHref}
            linkComponent={linkComponent}
          >
            {title}
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
      {children}
      <CardControls>{controls}</CardControls>
    </Card>
  );
}
