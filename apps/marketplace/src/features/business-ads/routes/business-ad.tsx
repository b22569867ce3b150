import { Link, useNavigate, useParams } from 'react-router';
import type { BusinessAd } from '@marketplace/api-client';
import {
  AD_PAGE_PHOTO_SIZES,
  businessTypeLabel,
  can,
  formatBusinessPrice,
  formatDate,
  formatLocation,
  isAuthor,
  texts,
} from '@marketplace/domain';
import {
  Alert,
  Button,
  Chip,
  FactList,
  ImageGallery,
  SellerPanel,
  StickyActionBar,
  WideOnly,
} from '@marketplace/ui';
import { RequireAuth, useSession } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { businessAdQuery, useBusinessAd } from '../api/get-business-ad';
import { AdBackLink, AdPageError, AdQueryScreen } from '../../../components/ad-unavailable';
import { AdModerationNotice } from '../../../components/ad-moderation-notice';
import { RouteError } from '../../../components/route-error';
import { adPageClientLoader, adPageLoader } from '../../../lib/route-data';
import { DetailList } from '../../../components/detail-list';
import { businessFinancialFacts } from '../components/business-ad-financials';
import { BusinessAdBreadcrumbs, BusinessAdMeta } from '../components/business-ad-header';
import { adGalleryImages } from '../../../components/gallery-images';
import { FavoriteToggle } from '../../../entities/favorites/favorite-toggle';
import { ReportAdButton } from '../../../entities/reports/report-ad-button';
import { favoriteEntryOf } from '../../../entities/favorites/favorites';
import * as css from '../components/page.css';

const text = texts.businessDetail;

const BackLink = () => <AdBackLink to={paths.business.href()} label={text.back} />;

function businessFacts(ad: BusinessAd): Array<readonly [string, string]> {
  const facts: Array<readonly [string, string]> = [];
  if (ad.annual_revenue != null) {
    facts.push([text.annualRevenue, formatBusinessPrice(ad.annual_revenue)]);
  }
  if (ad.employee_count != null) {
    // 'Broj zaposlenih: 14': the label already names the unit (the card says '14 zaposlenih').
    facts.push([texts.businessAdForm.employeeCount, String(ad.employee_count)]);
  }
  if (ad.established_year != null) {
    facts.push([texts.businessAdForm.foundingYear, String(ad.established_year)]);
  }
  return facts;
}

function ContactOwnerButton({ ad }: { ad: BusinessAd }) {
  const navigate = useNavigate();
  return (
    <Button
      onClick={() =>
        navigate(paths.messages.href({ adId: ad.id, receiverId: ad.author_id, adType: 'business' }))
      }
    >
      {text.contactOwner}
    </Button>
  );
}

/** Phones: the price and 'Kontaktiraj vlasnika' in a bar fixed to the bottom. */
function BusinessContactBar({ ad }: { ad: BusinessAd }) {
  const { user } = useSession();
  if (ad.deleted || !can(user?.userType, 'contactBusinessOwner')) return null;
  return (
    <StickyActionBar price={formatBusinessPrice(ad.price)}>
      <ContactOwnerButton ad={ad} />
    </StickyActionBar>
  );
}

/** spec §2: the contact panel with the owner's name, now also since when and their ads. */
function ContactPanel({ ad }: { ad: BusinessAd }) {
  const { user } = useSession();
  return (
    <SellerPanel
      title={text.contact}
      name={ad.seller?.full_name ?? ad.author_name}
      memberSince={ad.seller ? formatDate(ad.seller.member_since) : undefined}
      activeAds={ad.seller?.active_ads}
      companyVerified={ad.seller?.company_verified}
    >
      {ad.deleted ? null : can(user?.userType, 'contactBusinessOwner') ? (
        // On phones the button sits in the bottom bar (BusinessContactBar) instead.
        <WideOnly>
          <ContactOwnerButton ad={ad} />
        </WideOnly>
      ) : (
        <p className={css.muted}>{text.contactInvestorsOnly}</p>
      )}
      {user && isAuthor(user.id, ad) ? (
        <Button asChild variant="outline">
          <Link to={paths.editBusinessAd.href(ad.id)}>{text.editAd}</Link>
        </Button>
      ) : null}
    </SellerPanel>
  );
}

function BusinessAdDetail({ ad }: { ad: BusinessAd }) {
  const location = formatLocation(ad.city_id, ad.country_id);
  const facts = businessFacts(ad);
  const financials = businessFinancialFacts(ad);
  const images = adGalleryImages('business', ad.title, ad.images);
  return (
    <article className={css.page}>
      <title>{texts.site.pageTitle(ad.title)}</title>
      <BusinessAdBreadcrumbs ad={ad} />
      <BackLink />
      {ad.deleted ? <Alert tone="warning">{texts.landAd.deletedWarning}</Alert> : null}
      <AdModerationNotice moderation={ad.moderation} />
      <div className={css.meta}>
        <Chip>{businessTypeLabel(ad.business_type)}</Chip>
        <span className={css.muted}>{formatDate(ad.created_at)}</span>
      </div>
      <h1 className={css.title}>{ad.title}</h1>
      <p className={css.muted}>{location}</p>
      <p className={css.price}>{formatBusinessPrice(ad.price)}</p>
      <BusinessAdMeta ad={ad} />
      <div className={css.actions}>
        <FavoriteToggle entry={favoriteEntryOf('business', ad)} initialSaved={ad.is_favorite} />
        <ReportAdButton adType="business" ad={ad} />
      </div>
      <div className={css.detailLayout}>
        <div className={css.form}>
          {images.length > 0 ? (
            <section aria-label={text.images}>
              {/* The main photo is the page's largest picture (LCP): 2/3 of the 1200 px page. */}
              <ImageGallery
                images={images}
                layout="main"
                mainSizes={AD_PAGE_PHOTO_SIZES.business}
                closeLabel={text.close}
              />
            </section>
          ) : null}
          <section className={css.panel} aria-labelledby="business-description">
            <h2 id="business-description" className={css.sectionTitle}>
              {texts.ads.description}
            </h2>
            {ad.description ? (
              <p className={css.text}>{ad.description}</p>
            ) : (
              <>
                <p className={css.text}>{text.descriptionHidden}</p>
                <p className={css.muted}>{text.investorHint}</p>
              </>
            )}
          </section>
        </div>
        <div className={css.form}>
          {/* Wide screens: the owner and the contact button beside the main photo. */}
          <ContactPanel ad={ad} />
          <section className={css.panel} aria-labelledby="business-facts">
            <h2 id="business-facts" className={css.sectionTitle}>
              {text.facts}
            </h2>
            {facts.length > 0 ? (
              <DetailList items={facts} />
            ) : (
              <p className={css.muted}>{text.noDetails}</p>
            )}
          </section>
          {financials.length > 0 ? (
            <FactList
              className={css.panel}
              title={texts.businessFinancials.title}
              facts={financials}
            />
          ) : null}
          <section className={css.panel} aria-labelledby="business-category">
            <h2 id="business-category" className={css.sectionTitle}>
              {text.categoryAndLocation}
            </h2>
            <DetailList
              items={[
                [text.category, businessTypeLabel(ad.business_type)],
                [texts.ads.location, location],
              ]}
            />
          </section>
        </div>
      </div>
      <BusinessContactBar ad={ad} />
    </article>
  );
}

function BusinessAdScreen() {
  const id = Number(useParams().id);
  // spec §8: a 404 has its own message; both errors offer the way back.
  const ad = useBusinessAd(id);
  return (
    <AdQueryScreen
      query={ad}
      notFound={text.notFound}
      loadFailed={text.loadFailed}
      back={<BackLink />}
    >
      {(loaded) => <BusinessAdDetail ad={loaded} />}
    </AdQueryScreen>
  );
}

/** spec §2: business ad detail (browsing details needs login, spec §6). */
export function Component() {
  return (
    <RequireAuth>
      <BusinessAdScreen />
    </RequireAuth>
  );
}

export default Component;

export const loader = adPageLoader(businessAdQuery);
export const clientLoader = adPageClientLoader(businessAdQuery);

/** An address that is no ad, or an ad that does not exist: HTTP 404 with the page's message. */
export function ErrorBoundary() {
  return <AdPageError notFound={text.notFound} back={<BackLink />} otherwise={<RouteError />} />;
}
