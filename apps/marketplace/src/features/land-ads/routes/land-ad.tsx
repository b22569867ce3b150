import { Link, useNavigate, useParams } from 'react-router';
import type { LandAd } from '@marketplace/api-client';
import {
  AD_PAGE_PHOTO_SIZES,
  canMessageLandOwner,
  formatDate,
  formatPrice,
  isAuthor,
  texts,
} from '@marketplace/domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  FactList,
  ImageGallery,
  SellerPanel,
  StickyActionBar,
  WideOnly,
} from '@marketplace/ui';
import { RequireAuth, useSession } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { landAdQuery, useLandAd } from '../api/get-land-ad';
import { AdBackLink, AdPageError, AdQueryScreen } from '../../../components/ad-unavailable';
import { AdModerationNotice } from '../../../components/ad-moderation-notice';
import { RouteError } from '../../../components/route-error';
import { adPageClientLoader, adPageLoader } from '../../../lib/route-data';
import * as css from '../../../components/page.css';
import { landAdFacts } from '../components/land-ad-facts';
import { LandAdHeader } from '../components/land-ad-header';
import { adGalleryImages } from '../../../components/gallery-images';
import { FavoriteToggle } from '../../../entities/favorites/favorite-toggle';
import { ReportAdButton } from '../../../entities/reports/report-ad-button';
import { favoriteEntryOf } from '../../../entities/favorites/favorites';
import { useDeleteAdMutation } from '../../../entities/ads/delete-ad';
import * as layout from '../components/land-ad-page.css';

const text = texts.landAd;

function LandAdActions({ ad }: { ad: LandAd }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAdMutation('land');
  const canContact = useCanContact(ad);

  // The dialog stays busy until the answer; a failure shows above the buttons (remove.isError).
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(ad.id);
    } catch {
      return;
    }
    navigate(paths.myAds.href());
  };

  // A deleted ad can no longer be edited or deleted (the server answers 404).
  if (user && isAuthor(user.id, ad) && !ad.deleted) {
    return (
      <>
        {remove.isError ? <Alert tone="danger">{text.deleteFailed}</Alert> : null}
        <div className={css.actions}>
          <Button asChild>
            <Link to={paths.editLandAd.href(ad.id)}>{text.edit}</Link>
          </Button>
          <ConfirmDialog
            trigger={<Button variant="danger">{text.delete}</Button>}
            title={text.deleteConfirm}
            confirmLabel={text.delete}
            cancelLabel={texts.businessAdForm.cancel}
            tone="danger"
            onConfirm={confirmDelete}
          />
        </div>
      </>
    );
  }
  if (canContact) {
    // On phones the button sits in the bottom bar (LandContactBar) instead.
    return (
      <WideOnly>
        <div className={css.actions}>
          <MessageOwnerButton ad={ad} />
        </div>
      </WideOnly>
    );
  }
  return null;
}

/** An investor who is not the author, on an ad not deleted (its conversations stay in 'Poruke'). */
function useCanContact(ad: LandAd): boolean {
  const { user } = useSession();
  return user !== null && !ad.deleted && canMessageLandOwner(user.userType, user.id, ad);
}

function MessageOwnerButton({ ad }: { ad: LandAd }) {
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate(paths.messages.href({ adId: ad.id, receiverId: ad.user_id }))}>
      {text.messageOwner}
    </Button>
  );
}

/** Phones: the price and 'Pošalji poruku vlasniku' in a bar fixed to the bottom. */
function LandContactBar({ ad }: { ad: LandAd }) {
  if (!useCanContact(ad)) return null;
  return (
    <StickyActionBar price={formatPrice(ad.price)}>
      <MessageOwnerButton ad={ad} />
    </StickyActionBar>
  );
}

function LandAdDetail({ ad }: { ad: LandAd }) {
  const images = adGalleryImages('land', ad.title, ad.images);
  return (
    <article className={css.page}>
      <title>{texts.site.pageTitle(ad.title)}</title>
      {ad.deleted ? <Alert tone="warning">{text.deletedWarning}</Alert> : null}
      <AdModerationNotice moderation={ad.moderation} />
      <LandAdHeader ad={ad} />
      <div className={css.actions}>
        <FavoriteToggle entry={favoriteEntryOf('land', ad)} initialSaved={ad.is_favorite} />
        <ReportAdButton adType="land" ad={ad} />
      </div>
      <div className={layout.layout}>
        <div className={layout.column}>
          {/* The main photo is the page's largest picture (LCP): 3/5 of the 1200 px page. */}
          <ImageGallery images={images} layout="main" mainSizes={AD_PAGE_PHOTO_SIZES.land} />
          <section className={css.form} aria-labelledby="land-ad-description">
            <h2 id="land-ad-description" className={css.sectionTitle}>
              {texts.ads.description}
            </h2>
            <p className={css.text}>{ad.description || text.noDescription}</p>
          </section>
        </div>
        <div className={layout.column}>
          {/* Wide screens: the seller and the contact button beside the main photo. */}
          <SellerPanel
            name={ad.seller?.full_name ?? ad.author_name}
            memberSince={ad.seller ? formatDate(ad.seller.member_since) : undefined}
            activeAds={ad.seller?.active_ads}
            companyVerified={ad.seller?.company_verified}
          >
            <LandAdActions ad={ad} />
          </SellerPanel>
          <FactList
            className={layout.panel}
            title={texts.landFacts.title}
            facts={landAdFacts(ad)}
          />
          <p className={css.muted}>{`${text.publishedAt}: ${formatDate(ad.created_at)}`}</p>
        </div>
      </div>
      <LandContactBar ad={ad} />
    </article>
  );
}

const BackLink = () => <AdBackLink to={paths.realEstate.href()} label={text.back} />;

function LandAdScreen() {
  const id = Number(useParams().id);
  const ad = useLandAd(id);
  return (
    <AdQueryScreen
      query={ad}
      notFound={text.notFound}
      loadFailed={text.detailLoadFailed}
      back={<BackLink />}
    >
      {(loaded) => <LandAdDetail ad={loaded} />}
    </AdQueryScreen>
  );
}

/** spec §2: land ad detail, login required. */
export function Component() {
  return (
    <RequireAuth>
      <LandAdScreen />
    </RequireAuth>
  );
}

export default Component;

export const loader = adPageLoader((api, id) => landAdQuery(api, id));
export const clientLoader = adPageClientLoader((api, id) => landAdQuery(api, id));

/** An address that is no ad, or an ad that does not exist: HTTP 404 with the page's message. */
export function ErrorBoundary() {
  return <AdPageError notFound={text.notFound} back={<BackLink />} otherwise={<RouteError />} />;
}
