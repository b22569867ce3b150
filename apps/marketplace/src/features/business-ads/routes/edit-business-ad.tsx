import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BusinessAd } from '@marketplace/api-client';
import { isAuthor, texts, validateBusinessAdEdit } from '@marketplace/domain';
import { Alert } from '@marketplace/ui';
import { RequireRole, useSession } from '../../../lib/auth';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { messageOf, refusedFieldOf } from '../../../lib/api-call';
import { useBusinessAdForEdit } from '../api/get-business-ad';
import { useUpdateBusinessAdMutation } from '../api/update-business-ad';
import { BusinessAdForm } from '../components/business-ad-form';
import * as css from '../components/page.css';
import { useRedirectAfter } from '../components/use-redirect-after';

const text = texts.businessAdForm;

function EditForm({ ad }: { ad: BusinessAd }) {
  const update = useUpdateBusinessAdMutation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useRedirectAfter(saved ? paths.businessAd.href(ad.id) : null);
  return (
    <BusinessAdForm
      initial={ad}
      withImages={false}
      submitLabel={text.saveChanges}
      success={saved ? text.updated : null}
      onCancel={() => navigate(paths.businessAd.href(ad.id))}
      validate={(values) => validateBusinessAdEdit(values)}
      onSubmit={async (payload) => {
        try {
          await update.mutateAsync({ id: ad.id, payload });
        } catch (error) {
          return { message: messageOf(error, text.updateFailed), field: refusedFieldOf(error) };
        }
        setSaved(true);
        return null;
      }}
    />
  );
}

function EditBusinessAdScreen() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const { data: ad, isError, isFetchedAfterMount } = useBusinessAdForEdit(id);
  let content;
  // The form starts from this visit's answer, not from a cached copy.
  if (!isFetchedAfterMount) content = <PageSpinner />;
  else if (isError || ad === undefined) content = <Alert tone="danger">{text.loadFailed}</Alert>;
  else if (!user || !isAuthor(user.id, ad)) {
    content = <Alert tone="danger">{text.notAuthor}</Alert>;
  } else content = <EditForm ad={ad} />;
  return (
    <div className={css.narrowPage}>
      <title>{texts.site.pageTitle(text.editTitle)}</title>
      <h1 className={css.title}>{text.editTitle}</h1>
      {content}
    </div>
  );
}

/** spec §2: edit a business ad (business owners only, and only the author). */
export function Component() {
  return (
    <RequireRole role="business_owner">
      <EditBusinessAdScreen />
    </RequireRole>
  );
}

export default Component;
