import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { texts } from '@marketplace/domain';
import { RequireRole } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { createLandAd } from '../api/create-land-ad';
import { refusalMessageOr } from '../../../lib/api-result';
import { LandAdForm } from '../components/land-ad-form';
import * as css from '../../../components/page.css';

function CreateLandAdScreen() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className={css.narrowPage}>
      <title>{texts.nav.createLandAd}</title>
      <h1 className={css.title}>{texts.nav.createLandAd}</h1>
      <LandAdForm
        submitLabel="Objavi oglas"
        onCancel={() => navigate(paths.myAds.href())}
        onSubmit={async (payload, images) => {
          const result = await createLandAd(api, payload, images);
          if (!result.ok) return refusalMessageOr(result, texts.landAd.createFailed);
          void queryClient.invalidateQueries({ queryKey: queryKeys.landAds.all });
          navigate(paths.myAds.href());
          return null;
        }}
      />
    </div>
  );
}

/** spec §2: create a land ad (land owners only). */
export function Component() {
  return (
    <RequireRole role="land_owner">
      <CreateLandAdScreen />
    </RequireRole>
  );
}
