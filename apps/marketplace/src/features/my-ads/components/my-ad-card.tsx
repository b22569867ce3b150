import { Link } from 'react-router';
import { AdCard, BusinessCard } from '@marketplace/ui';
import { AdModerationChip } from '../../../components/ad-moderation-notice';
import { cardImage } from '../../../components/card-image';
import { paths } from '../../../config/paths';
import type { MyAd } from '../api/get-my-ads';
import { useSetBusinessAdStatusMutation } from '../api/set-business-ad-status';
import { useSetLandAdStatusMutation } from '../api/set-land-ad-status';
import { StatusSelect } from './status-select';
import * as css from './my-ads.css';

/**
 * One of the user's ads with view, edit and delete (spec §2, my ads); delete asks first. The
 * author also sets its status, sees its view count and, when moderation holds it back, its state
 * ('Čeka odobrenje', 'Sakriven', 'Odbijen').
 */
export function MyAdCard({ item, onDelete }: { item: MyAd; onDelete: () => Promise<unknown> }) {
  const setLandStatus = useSetLandAdStatusMutation();
  const setBusinessStatus = useSetBusinessAdStatusMutation();
  if (item.kind === 'land') {
    const { ad } = item;
    return (
      <AdCard
        ad={ad}
        headingLevel={2}
        {...cardImage('land', ad)}
        viewHref={paths.landAd.href(ad.id)}
        editHref={paths.editLandAd.href(ad.id)}
        onDelete={onDelete}
        linkComponent={Link}
        controls={
          <>
            <AdModerationChip moderation={ad.moderation} className={css.moderationChip} />
            <StatusSelect
              status={ad.status}
              disabled={setLandStatus.isPending}
              onChange={(status) => setLandStatus.mutate({ id: ad.id, status })}
            />
          </>
        }
      />
    );
  }
  const { ad } = item;
  return (
    <BusinessCard
      ad={ad}
      headingLevel={2}
      {...cardImage('business', ad)}
      viewHref={paths.businessAd.href(ad.id)}
      editHref={paths.editBusinessAd.href(ad.id)}
      onDelete={onDelete}
      linkComponent={Link}
      controls={
        <>
          <AdModerationChip moderation={ad.moderation} className={css.moderationChip} />
          <StatusSelect
            status={ad.status}
            disabled={setBusinessStatus.isPending}
            onChange={(status) => setBusinessStatus.mutate({ id: ad.id, status })}
          />
        </>
      }
    />
  );
}
