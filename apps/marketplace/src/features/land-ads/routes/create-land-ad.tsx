import { useNavigate } from 'react-router';
import { texts } from '@marketplace/domain';
import { RequireRole } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { refusalMessageOf, refusedFieldOf } from '../../../lib/api-call';
import { useCreateLandAdMutation } from '../api/create-land-ad';
import { LandAdForm } from '../components/land-ad-form';
import * as css from '../../../components/page.css';

function CreateLandAdScreen() {
  const create = useCreateLandAdMutation();
  const navigate = useNavigate();
  return (
    <div className={css.narrowPage}>
      <title>{texts.site.pageTitle(texts.nav.createLandAd)}</title>
      <h1 className={css.title}>{texts.nav.createLandAd}</h1>
      <LandAdForm
        submitLabel={texts.landAd.publish}
        onCancel={() => navigate(paths.myAds.href())}
        onSubmit={async (payload, images) => {
          try {
            await create.mutateAsync({ payload, images });
          } catch (error) {
            return {
              message: refusalMessageOf(error, texts.landAd.createFailed),
              field: refusedFieldOf(error),
            };
          }
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

export default Component;
