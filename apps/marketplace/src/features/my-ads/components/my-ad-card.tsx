import { Link } from 'react-router-dom';
import { businessThumbnailUrl, landThumbnailUrl } from '@marketplace/api-client';
import { AdCard, BusinessCard } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import type { MyAd } from '../api/get-my-ads';

/** One of the user's ads with view, edit and delete (spec §2, my ads); delete asks first. */
export function MyAdCard({ item, onDelete }: { item: MyAd; onDelete: () => Promise<unknown> }) {
  if (item.kind === 'land') {
    const { ad } = item;
    return (
      <AdCard
        ad={ad}
        headingLevel={2}
        imageUrl={ad.thumbnail ? landThumbnailUrl(ad.thumbnail) : null}
        viewHref={paths.landAd.href(ad.id)}
        editHref={paths.editLandAd.href(ad.id)}
        onDelete={onDelete}
        linkComponent={Link}
      />
    );
  }
  const { ad } = item;
  return (
    <BusinessCard
      ad={ad}
      headingLevel={2}
      imageUrl={ad.thumbnail ? businessThumbnailUrl(ad.thumbnail) : null}
      viewHref={paths.businessAd.href(ad.id)}
      editHref={paths.editBusinessAd.href(ad.id)}
      onDelete={onDelete}
      linkComponent={Link}
    />
  );
}
