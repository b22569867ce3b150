import { Link } from 'react-router';
import type { LandAd } from '@marketplace/api-client';
import {
  formatDate,
  formatPrice,
  formatPricePerSquareMetre,
  getCity,
  getCountry,
  texts,
} from '@marketplace/domain';
import { Breadcrumbs, ShareButton, StatusChip, type BreadcrumbItem } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { AdModerationChip } from '../../../components/ad-moderation-notice';
import * as page from '../../../components/page.css';
import * as css from './land-ad-page.css';

const text = texts.adPage;

/** Početna › country › city, the last two leading to the land list filtered by them. */
function landBreadcrumbs(ad: LandAd): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [{ label: text.home, href: paths.home.href() }];
  const country = getCountry(ad.country_id);
  if (!country) return items;
  const byCountry = new URLSearchParams({ country_id: String(country.id) });
  items.push({ label: country.name, href: `${paths.realEstate.href()}?${byCountry}` });
  const city = getCity(ad.city_id);
  if (city) {
    const byCity = new URLSearchParams({
      country_id: String(country.id),
      city_id: String(city.id),
    });
    items.push({ label: city.name, href: `${paths.realEstate.href()}?${byCity}` });
  }
  return items;
}

/**
 * Where the ad sits, its number, status (and, for the author, moderation state), freshness, views
 * (author), price and sharing.
 */
export function LandAdHeader({ ad }: { ad: LandAd }) {
  return (
    <header className={css.header}>
      <Breadcrumbs items={landBreadcrumbs(ad)} linkComponent={Link} />
      <div className={css.chips}>
        <StatusChip status={ad.status} />
        {/* The author's own: where the ad stands with moderation. */}
        <AdModerationChip moderation={ad.moderation} />
      </div>
      <h1 className={page.title}>{ad.title}</h1>
      <p className={css.meta}>
        <span>{text.adNumber(ad.id)}</span>
        <span>{`${text.updatedAt}: ${formatDate(ad.updated_at)}`}</span>
        {ad.view_count !== undefined ? <span>{`${text.views}: ${ad.view_count}`}</span> : null}
      </p>
      <div className={css.priceRow}>
        <p className={page.price}>{formatPrice(ad.price)}</p>
        <p className={page.muted}>{formatPricePerSquareMetre(ad)}</p>
        {ad.price_negotiable ? <p className={page.muted}>{texts.landFacts.negotiable}</p> : null}
      </div>
      {/* A deleted ad's page is no longer public: nothing to share. */}
      {ad.deleted ? null : <ShareButton />}
    </header>
  );
}
