import { Link, useNavigate, useParams } from 'react-router-dom';
import { businessImageUrl, businessThumbnailUrl, type BusinessAd } from '@marketplace/api-client';
import {
  businessTypeLabel,
  can,
  formatBusinessPrice,
  formatDate,
  formatLocation,
  isAuthor,
  texts,
} from '@marketplace/domain';
import { Alert, Button, Chip, ImageGallery } from '@marketplace/ui';
import { RequireAuth, useSession } from '../../../lib/auth';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-call';
import { useBusinessAd } from '../api/get-business-ad';
import { DetailList } from '../../../components/detail-list';
import * as css from '../components/page.css';

const text = texts.businessDetail;

function BackLink() {
  return (
    <div>
      <Button asChild variant="ghost">
        <Link to={paths.business.href()}>{text.back}</Link>
      </Button>
    </div>
  );
}

function businessFacts(ad: BusinessAd): Array<readonly [string, string]> {
  const facts: Array<readonly [string, string]> = [];
  if (ad.annual_revenue != null) {
    facts.push([text.annualRevenue, formatBusinessPrice(ad.annual_revenue)]);
  }
  if (ad.employee_count != null) {
    facts.push([
      texts.businessAdForm.employeeCount,
      `${ad.employee_count} ${texts.businessList.employees}`,
    ]);
  }
  if (ad.established_year != null) {
    facts.push([texts.businessAdForm.foundingYear, String(ad.established_year)]);
  }
  return facts;
}

function ContactPanel({ ad }: { ad: BusinessAd }) {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <section className={css.panel} aria-labelledby="business-contact">
      <h2 id="business-contact" className={css.sectionTitle}>
        {text.contact}
      </h2>
      <DetailList items={[[text.owner, ad.author_name]]} />
      {can(user?.userType, 'contactBusinessOwner') ? (
        <Button
          onClick={() =>
            navigate(
              paths.messages.href({ adId: ad.id, receiverId: ad.author_id, adType: 'business' }),
            )
          }
        >
          {text.contactOwner}
        </Button>
      ) : (
        <p className={css.muted}>{text.contactInvestorsOnly}</p>
      )}
      {user && isAuthor(user.id, ad) ? (
        <Button asChild variant="outline">
          <Link to={paths.editBusinessAd.href(ad.id)}>{text.editAd}</Link>
        </Button>
      ) : null}
    </section>
  );
}

function BusinessAdDetail({ ad }: { ad: BusinessAd }) {
  const location = formatLocation(ad.city_id, ad.country_id);
  const facts = businessFacts(ad);
  const images = ad.images.map((image, index) => ({
    id: image.id,
    src: businessThumbnailUrl(image.thumbnail_filename),
    fullSrc: businessImageUrl(image.filename),
    alt: texts.ads.imageAlt(ad.title, index + 1),
  }));
  return (
    <article className={css.page}>
      <title>{ad.title}</title>
      <BackLink />
      {ad.deleted ? <Alert tone="warning">{texts.landAd.deletedWarning}</Alert> : null}
      <div className={css.meta}>
        <Chip>{businessTypeLabel(ad.business_type)}</Chip>
        <span className={css.muted}>{formatDate(ad.created_at)}</span>
      </div>
      <h1 className={css.title}>{ad.title}</h1>
      <p className={css.muted}>{location}</p>
      <p className={css.price}>{formatBusinessPrice(ad.price)}</p>
      <div className={css.detailLayout}>
        <div className={css.form}>
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
          {images.length > 0 ? (
            <section className={css.panel} aria-labelledby="business-images">
              <h2 id="business-images" className={css.sectionTitle}>
                {text.images}
              </h2>
              <ImageGallery images={images} closeLabel={text.close} />
            </section>
          ) : null}
        </div>
        <div className={css.form}>
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
          <ContactPanel ad={ad} />
        </div>
      </div>
    </article>
  );
}

function BusinessAdScreen() {
  const id = Number(useParams().id);
  const { data: ad, error, isPending, isError } = useBusinessAd(id);
  if (isPending) return <PageSpinner />;
  if (isError) {
    // spec §8: a 404 has its own message; both errors offer the way back.
    const notFound = error instanceof ApiError && error.status === 404;
    const message = notFound ? text.notFound : text.loadFailed;
    return (
      <div className={css.narrowPage}>
        <title>{message}</title>
        <Alert tone="danger">{message}</Alert>
        <BackLink />
      </div>
    );
  }
  return <BusinessAdDetail ad={ad} />;
}

/** spec §2: business ad detail (browsing details needs login, spec §6). */
export function Component() {
  return (
    <RequireAuth>
      <BusinessAdScreen />
    </RequireAuth>
  );
}
