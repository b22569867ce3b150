import { texts } from '@marketplace/domain';
import { RequireAuth, useSession } from '../../../lib/auth';
import { AccountDetails } from '../components/account-details';
import { ChangePasswordForm } from '../components/change-password-form';
import { CompanySection } from '../components/company-section';
import { NotificationSettingsSection } from '../components/notification-settings-section';
import { SavedSearchesSection } from '../components/saved-searches-section';
import * as css from '../components/profile.css';

function Profile() {
  const { user } = useSession();
  return (
    <div className={css.page}>
      <title>{texts.site.pageTitle(texts.profile.title)}</title>
      <h1 className={css.title}>{texts.profile.title}</h1>
      {user ? <AccountDetails user={user} /> : null}
      {/* openapi.yaml putCompany: a business owner's company only ('Verifikovana firma'). */}
      {user?.userType === 'business_owner' ? <CompanySection userId={user.id} /> : null}
      <ChangePasswordForm />
      {user ? <NotificationSettingsSection userId={user.id} /> : null}
      {user ? <SavedSearchesSection userId={user.id} /> : null}
    </div>
  );
}

/** spec §2 /profile: signed-in users only, otherwise /login. */
export function Component() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}

export default Component;
