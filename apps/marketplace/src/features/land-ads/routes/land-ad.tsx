import { Link, useNavigate, useParams } from 'react-router-dom';
import { landImageUrl, landThumbnailUrl, type LandAd } from '@marketplace/api-client';
import {
  canMessageLandOwner,
  formatArea,
  formatDate,
  formatLocation,
  formatPrice,
  isAuthor,
  landTypeLabel,
  texts,
} from '@marketplace/domain';
import { Alert, Button, ConfirmDialog, ImageGallery } from '@marketplace/ui';
import { RequireAuth, useSession } from '../../../lib/auth';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-call';
import { useDeleteLandAdMutation } from '../api/delete-land-ad';
import { useLandAd } from '../api/get-land-ad';
import { DetailList } from '../../../components/detail-list';
import * as css from '../../../components/page.css';

const text = texts.landAd;

function LandAdActions({ ad }: { ad: LandAd }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteLandAdMutation();

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
  if (user && canMessageLandOwner(user.userType, user.id, ad)) {
    return (
      <div className={css.actions}>
        <Button
          onClick={() => navigate(paths.messages.href({ adId: ad.id, receiverId: ad.user_id }))}
        >
          {text.messageOwner}
        </Button>
      </div>
    );
  }
  return null;
}

function LandAdDetail({ ad }: { ad: LandAd }) {
  const images = [...ad.images]
    .sort((a, b) => a.order_index - b.order_index)
    .map((image, index) => ({
      id: image.id,
      src: landThumbnailUrl(image.thumbnail_filename),
      fullSrc: landImageUrl(image.filename),
      alt: texts.ads.imageAlt(ad.title, index + 1),
    }));
  return (
    <article className={css.narrowPage}>
      <title>{ad.title}</title>
      {ad.deleted ? <Alert tone="warning">{text.deletedWarning}</Alert> : null}
      <ImageGallery images={images} />
      <h1 className={css.title}>{ad.title}</h1>
      <p className={css.price}>{formatPrice(ad.price)}</p>
      <DetailList
        items={[
          [texts.ads.location, formatLocation(ad.city_id, ad.country_id)],
          [text.landType, landTypeLabel(ad.land_type)],
          [text.area, formatArea(ad.area)],
          [text.author, ad.author_name],
          [text.publishedAt, formatDate(ad.created_at)],
        ]}
      />
      <section className={css.form} aria-labelledby="land-ad-description">
        <h2 id="land-ad-description" className={css.sectionTitle}>
          {texts.ads.description}
        </h2>
        <p className={css.text}>{ad.description || text.noDescription}</p>
      </section>
      <LandAdActions ad={ad} />
    </article>
  );
}

function LandAdScreen() {
  const id = Number(useParams().id);
  const { data: ad, error, isPending, isError } = useLandAd(id);
  if (isPending) return <PageSpinner />;
  if (isError) {
    const notFound = error instanceof ApiError && error.status === 404;
    const message = notFound ? text.notFound : text.detailLoadFailed;
    return (
      <div className={css.narrowPage}>
        <title>{message}</title>
        <Alert tone="danger">{message}</Alert>
      </div>
    );
  }
  return <LandAdDetail ad={ad} />;
}

/** spec §2: land ad detail, login required. */
export function Component() {
  return (
    <RequireAuth>
      <LandAdScreen />
    </RequireAuth>
  );
}
