import type { ReactNode } from 'react';
import { adStatusLabel } from '@marketplace/domain';
import { Chip } from '../../primitives/Chip';
import { FavoriteButton } from '../FavoriteButton';
import { RouterLink, type RouterLinkComponent } from '../../primitives/RouterLink';
import * as css from './AdCard.css';

export interface CardTitleProps {
  id: string;
  level: 2 | 3 | 4;
  children: ReactNode;
  /** The ad's page: the title becomes the card's one link, stretched over the whole card. */
  href?: string;
  linkComponent?: RouterLinkComponent;
}

/** The card's heading; with `href` its link covers the card, so its name is the title. */
export function CardTitle({ id, level, children, href, linkComponent }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={css.title}>
      {href !== undefined ? (
        <RouterLink href={href} linkComponent={linkComponent} className={css.titleLink}>
          {children}
        </RouterLink>
      ) : (
        children
      )}
    </Heading>
  );
}

/** 'Rezervisano' or 'Prodato' on a card; nothing for an active ad. */
export function StatusChip({ status }: { status?: string | null }) {
  if (status !== 'reserved' && status !== 'sold') return null;
  return (
    <Chip tone={status === 'sold' ? 'danger' : 'warning'} data-status={status}>
      {adStatusLabel(status)}
    </Chip>
  );
}

/** Owner controls (e.g. the status select) above the card's link layer. */
export function CardControls({ children }: { children?: ReactNode }) {
  if (children == null || children === false) return null;
  return <div className={css.raised}>{children}</div>;
}

/** The card's heart: whether the ad is saved, and how to change it (signed-in viewers only). */
export interface CardFavorite {
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  /** The button's name; 'Sačuvaj oglas' by default. */
  label?: string;
}

/**
 * The heart in the card's top corner, above the card's link layer: its own Tab stop and click
 * target, described by the ad's title so each card's button is told apart.
 */
export function CardFavoriteButton({
  favorite,
  titleId,
}: {
  favorite?: CardFavorite;
  titleId: string;
}) {
  if (!favorite) return null;
  return (
    <div className={css.favoriteSlot}>
      <FavoriteButton
        pressed={favorite.saved}
        onPressedChange={favorite.onSavedChange}
        label={favorite.label}
        aria-describedby={titleId}
      />
    </div>
  );
}
