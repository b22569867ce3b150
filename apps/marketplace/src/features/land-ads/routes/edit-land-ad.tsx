import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { landThumbnailUrl, type AdImage, type LandAd } from '@marketplace/api-client';
import { isAuthor, texts } from '@marketplace/domain';
import { Alert } from '@marketplace/ui';
import { RequireRole, useSession } from '../../../lib/auth';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { ApiError, refusalMessageOf, refusedFieldOf } from '../../../lib/api-call';
import { useDeleteLandAdImageMutation } from '../api/delete-land-ad-image';
import { useLandAdForEdit } from '../api/get-land-ad';
import { useUpdateLandAdMutation } from '../api/update-land-ad';
import { LandAdForm } from '../components/land-ad-form';
import * as css from '../../../components/page.css';

const text = texts.landAd;

function EditForm({ ad }: { ad: LandAd }) {
  const navigate = useNavigate();
  const update = useUpdateLandAdMutation();
  const deleteImage = useDeleteLandAdImageMutation();
  const [images, setImages] = useState<AdImage[]>(ad.images);

  const removeImage = (imageId: number) =>
    deleteImage.mutate(
      { id: ad.id, imageId },
      {
        onSuccess: () => setImages((current) => current.filter((other) => other.id !== imageId)),
      },
    );

  return (
    <LandAdForm
      initial={ad}
      existingImages={images.map((image, index) => ({
        id: image.id,
        url: landThumbnailUrl(image.thumbnail_filename),
        alt: text.storedImageAlt(index + 1),
      }))}
      onRemoveExisting={(id) => removeImage(Number(id))}
      imageError={deleteImage.isError ? text.imageDeleteFailed : null}
      imagesBusy={deleteImage.isPending}
      submitLabel={texts.businessAdForm.saveChanges}
      onCancel={() => navigate(paths.myAds.href())}
      onSubmit={async (payload, added) => {
        try {
          await update.mutateAsync({ id: ad.id, payload, images: added });
        } catch (error) {
          return {
            message: refusalMessageOf(error, text.updateFailed),
            field: refusedFieldOf(error),
          };
        }
        navigate(paths.myAds.href());
        return null;
      }}
    />
  );
}

function EditLandAdScreen() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const { data: ad, error, isError, isFetchedAfterMount } = useLandAdForEdit(id);
  let content;
  // The form starts from this visit's answer, not from a cached copy.
  if (!isFetchedAfterMount) content = <PageSpinner />;
  else if (isError || ad === undefined) {
    const notFound = error instanceof ApiError && error.status === 404;
    content = <Alert tone="danger">{notFound ? text.notFound : text.loadFailed}</Alert>;
  } else if (ad.deleted) {
    // The author still receives a deleted ad (DESIGN), but it can no longer be changed.
    content = <Alert tone="danger">{text.notFound}</Alert>;
  } else if (!user || !isAuthor(user.id, ad)) {
    content = <Alert tone="danger">{texts.businessAdForm.notAuthor}</Alert>;
  } else content = <EditForm ad={ad} />;
  return (
    <div className={css.narrowPage}>
      <title>{texts.site.pageTitle(texts.businessDetail.editAd)}</title>
      <h1 className={css.title}>{texts.businessDetail.editAd}</h1>
      {content}
    </div>
  );
}

/** spec §2: edit a land ad (land owners only, and only the author). */
export function Component() {
  return (
    <RequireRole role="land_owner">
      <EditLandAdScreen />
    </RequireRole>
  );
}

export default Component;
