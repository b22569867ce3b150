import { adminConsoleTexts, formatDateTime } from '@marketplace/domain';
import { Card } from '@marketplace/ui';
import { queueQuery, useApprovalQueue } from '../api/list-queue';
import { DecisionButton } from '../components/decision-button';
import { ModeratedAdPreview } from '../components/moderated-ad-preview';
import { QueryState } from '../components/query-state';
import { sectionData, sectionTitle, useStaffId } from '../components/section-data';
import * as css from '../components/admin.css';

const text = adminConsoleTexts.queue;

const data = sectionData((queryClient, api, viewerId) =>
  queryClient.prefetchQuery(queueQuery(api, viewerId)),
);
// One export each: React Router takes `loader` out of the browser's bundle by its name.
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** 'Odobravanje': the ads of new accounts that wait for approval, oldest first. */
export function Component() {
  const queue = useApprovalQueue(useStaffId());
  return (
    <section aria-labelledby="admin-queue">
      <title>{sectionTitle(adminConsoleTexts.sections.queue)}</title>
      <h2 id="admin-queue">{adminConsoleTexts.sections.queue}</h2>
      <QueryState query={queue} failed={text.loadFailed} empty={text.empty}>
        {(ads) => (
          <ul className={css.list}>
            {ads.map((ad) => {
              const target = {
                type: ad.ad_type === 'land' ? 'land_ad' : 'business_ad',
                id: ad.id,
              } as const;
              return (
                <li key={`${ad.ad_type}-${ad.id}`}>
                  <Card as="article" variant="outlined" aria-label={ad.title}>
                    <ModeratedAdPreview ad={ad} />
                    <p className={css.meta}>
                      {`${text.submitted}: `}
                      <time dateTime={ad.created_at}>{formatDateTime(ad.created_at)}</time>
                    </p>
                    <div className={css.actions}>
                      <DecisionButton
                        label={text.approve}
                        action="approve"
                        target={target}
                        subject={ad.title}
                      />
                      <DecisionButton
                        label={text.reject}
                        action="reject"
                        target={target}
                        subject={ad.title}
                        variant="danger"
                      />
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

export default Component;
