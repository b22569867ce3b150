import { useState } from 'react';
import { useNavigate } from 'react-router';
import { texts, validateBusinessAdCreate } from '@marketplace/domain';
import { RequireRole } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { useCreateBusinessAdMutation } from '../api/create-business-ad';
import { BusinessAdForm } from '../components/business-ad-form';
import * as css from '../components/page.css';
import { useRedirectAfter } from '../components/use-redirect-after';

const text = texts.businessAdForm;

function CreateBusinessAdScreen() {
  const create = useCreateBusinessAdMutation();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  useRedirectAfter(created ? paths.business.href() : null);
  return (
    <div className={css.narrowPage}>
      <title>{texts.site.pageTitle(text.createTitle)}</title>
      <h1 className={css.title}>{text.createTitle}</h1>
      <BusinessAdForm
        withImages
        submitLabel={text.createTitle}
        success={created ? text.created : null}
        onCancel={() => navigate(paths.business.href())}
        validate={(values, images) => validateBusinessAdCreate(values, images.length)}
        onSubmit={async (payload, images) => {
          try {
            await create.mutateAsync({ payload, images });
          } catch (error) {
            return { message: messageOf(error, text.createFailed), field: refusedFieldOf(error) };
          }
          setCreated(true);
          return null;
        }}
      />
    </div>
  );
}

/** spec §2: create a business ad (business owners only). */
export function Component() {
  return (
    <RequireRole role="business_owner" details={texts.businessAdForm.onlyBusinessOwnersCreate}>
      <CreateBusinessAdScreen />
    </RequireRole>
  );
}

export default Component;
