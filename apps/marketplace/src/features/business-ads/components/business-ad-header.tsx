import { Link } from 'react-router';
import type { BusinessAd } from '@marketplace/api-client';
import { formatDate, getCity, getCountry, texts } from '@marketplace/domain';
import { Breadcrumbs, ShareButton, StatusChip, type BreadcrumbItem } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { AdModerationChip } from '../../../components/ad-moderation-notice';
import * as css from './page.css';

const text = texts.adPage;

/** Početna › country › city, the last two leading to the business list filtered by them. */
function businessBreadcrumbs(ad: BusinessAd): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: text.home, href: paths.home.href() }];
  const country = getCountry(ad.country_id);
  if (!country) return items;
  const byCountry = new URLSearchParams({ country_id: String(country.id) });
  items.push({ label: country.name, href: `${paths.business.href()}?${byCountry}` });
  const city = getCity(ad.city_id);
  if (city) {
    const byCity = new URLSearchParams({
      country_id: String(country.id),
      city_id: String(city.id),
    });
    items.push({ label: city.name, href: `${paths.business.href()}?${byCity}` });
  }
  return items;
}

export function BusinessAdBreadcrumbs({ ad }: { ad: BusinessAd }) {
  return <Breadcrumbs items={businessBreadcrumbs(ad)} linkComponent={Link} />;
}

/**
 * The ad's number, status (and, for the author, moderation state), freshness, views (author only)
 * and the share button.
 */
export function BusinessAdMeta({ ad }: { ad: BusinessAd }) {
  return (
    <div className={css.meta}>
      <StatusChip status={ad.status} />
      {/* The author's own: where the ad stands with moderation. */}
      <AdModerationChip moderation={ad.moderation} />
      <span className={css.muted}>{text.adNumber(ad.id)}</span>
      <span className={css.muted}>{`${text.updatedAt}: ${formatDate(ad.updated_at)}`}</span>
      {ad.view_count !== undefined ? (
        <span className={css.muted}>{`${text.views}: ${ad.view_count}`}</span>
      ) : null}
      {/* A deleted ad's page is no longer public: nothing to share. */}
      {ad.deleted ? null : <ShareButton />}
    </div>
  );
}
