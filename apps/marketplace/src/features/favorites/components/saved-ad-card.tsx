import { Link } from 'react-router';
import { businessThumbnailUrl, landThumbnailUrl, type Favorite } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import { AdCard, Button } from '@marketplace/ui';
import { paths } from '../../../config/paths';

const text = texts.favorites;

export interface SavedAdCardProps {
  favorite: Favorite;
  onRemove: () => void;
}

/**
 * One saved ad: its card links to the ad page (land or business), a sold one shows 'Prodato',
 * and a deleted one stays a complete card marked 'Oglas je obrisan': its page is no longer public,
 * so it links nowhere and its footer says so. 'Ukloni iz sačuvanih' removes it.
 */
export function SavedAdCard({ favorite, onRemove }: SavedAdCardProps) {
  const business = favorite.ad_type === 'business';
  const thumbnail = favorite.thumbnail
    ? business
      ? businessThumbnailUrl(favorite.thumbnail)
      : landThumbnailUrl(favorite.thumbnail)
    : null;
  const href = business ? paths.businessAd.href(favorite.ad_id) : paths.landAd.href(favorite.ad_id);
  return (
    <AdCard
      ad={favorite}
      headingLevel={2}
      imageUrl={thumbnail}
      viewHref={favorite.deleted ? undefined : href}
      linkComponent={Link}
      labels={{ deleted: text.deleted }}
      footerNote={favorite.deleted ? text.deletedNote : undefined}
      data-ad-type={favorite.ad_type}
      controls={
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          aria-label={text.removeNamed(favorite.title)}
        >
          {text.remove}
        </Button>
      }
    />
  );
}
