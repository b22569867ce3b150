import { adThumbnailUrl } from '@marketplace/api-client';
import { adminConsoleTexts, formatPrice, moderationStateLabel } from '@marketplace/domain';
import { Badge, RouterLink } from '@marketplace/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ModeratedAd } from '../api/admin-keys';
import * as css from './admin.css';

const text = adminConsoleTexts.ad;
const EXCERPT = 200;

// Whole code points, so a cut never splits an emoji.
function excerpt(description: string): string {
  const chars = Array.from(description.trim());
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : chars.join('');
}

/** The ad as staff judge it: photo, title (a link to its page), price, author, state, excerpt. */
export function ModeratedAdPreview({
  ad,
  headingLevel = 2,
}: {
  ad: ModeratedAd;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const href = ad.ad_type === 'land' ? paths.landAd.href(ad.id) : paths.businessAd.href(ad.id);
  return (
    <div className={css.preview}>
      {ad.thumbnail ? (
        <img className={css.thumbnail} src={adThumbnailUrl(ad.ad_type, ad.thumbnail)} alt="" />
      ) : (
        <span className={css.thumbnail} aria-hidden="true" />
      )}
      <div>
        <Heading className={css.cardTitle}>
          <RouterLink href={href} linkComponent={Link}>
            {ad.title}
          </RouterLink>
        </Heading>
        <p className={css.meta}>
          <span>{text.kinds[ad.ad_type]}</span>
          <span>{`${text.price}: ${formatPrice(ad.price)}`}</span>
          <span>{`${text.author}: ${ad.author.full_name}`}</span>
          <Badge tone={ad.state === 'live' ? 'success' : 'warning'}>
            {moderationStateLabel(ad.state)}
          </Badge>
        </p>
        <p className={css.quote}>{excerpt(ad.description)}</p>
      </div>
    </div>
  );
}
