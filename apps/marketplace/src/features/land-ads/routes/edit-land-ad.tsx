import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { landThumbnailUrl, type AdImage, type LandAd } from '@marketplace/api-client';
import { isAuthor, texts } from '@marketplace/domain';
import { Alert } from '@marketplace/ui';
import { RequireRole, useSession } from '../../../lib/auth';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { deleteLandAdImage } from '../api/delete-land-ad-image';
import { useLandAd } from '../api/get-land-ad';
import { refusalMessageOr } from '../../../lib/api-result';
import { updateLandAd } from '../api/update-land-ad';
import { LandAdForm } from '../components/land-ad-form';
import * as css from '../../../components/page.css';

const text = texts.landAd;

function EditForm({ ad }: { ad: LandAd }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [images, setImages] = useState<AdImage[]>(ad.images);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const removeImage = async (imageId: number) => {
    setDeletingId(imageId);
    setImageError(null);
    const result = await deleteLandAdImage(api, ad.id, imageId);
    setDeletingId(null);
    if (result.ok) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
      setImages((current) => current.filter((other) => other.id !== imageId));
    } else setImageError(text.imageDeleteFailed);
  };

  return (
    <LandAdForm
      initial={ad}
      existingImages={images.map((image, index) => ({
        id: image.id,
        url: landThumbnailUrl(image.thumbnail_filename),
        alt: `Slika ${index + 1}`,
      }))}
      onRemoveExisting={(id) => void removeImage(Number(id))}
      imageError={imageError}
      imagesBusy={deletingId !== null}
      submitLabel="Sačuvaj izmene"
      onCancel={() => navigate(paths.myAds.href())}
      onSubmit={async (payload, added) => {
        const result = await updateLandAd(api, ad.id, payload, added);
        if (!result.ok) return refusalMessageOr(result, text.updateFailed);
        void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
        navigate(paths.myAds.href());
        return null;
      }}
    />
  );
}

function EditLandAdScreen() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const { state } = useLandAd(id);
  let content;
  if (state.status === 'loading') content = <PageSpinner />;
  else if (state.status === 'error') {
    content = (
      <Alert tone="danger">{state.httpStatus === 404 ? text.notFound : text.loadFailed}</Alert>
    );
  } else if (state.data.deleted) {
    // The author still receives a deleted ad (DESIGN), but it can no longer be changed.
    content = <Alert tone="danger">{text.notFound}</Alert>;
  } else if (!user || !isAuthor(user.id, state.data)) {
    content = <Alert tone="danger">{texts.businessAdForm.notAuthor}</Alert>;
  } else content = <EditForm ad={state.data} />;
  return (
    <div className={css.narrowPage}>
      <title>Uredi oglas</title>
      <h1 className={css.title}>Uredi oglas</h1>
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
