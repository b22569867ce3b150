import { inPageScript, texts, roleLabel } from '@marketplace/domain';
import type { SessionUser } from '../../../lib/auth';
import * as css from './profile.css';

const orNotSet = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value : texts.profile.notSet;

/** spec §2 /profile: full name, email and account type; 'Nije postavljeno' where missing. */
export function AccountDetails({ user }: { user: SessionUser }) {
  return (
    <section className={css.panel} aria-labelledby="profile-details">
      <h2 id="profile-details" className={css.panelTitle}>
        {texts.profile.detailsTitle}
      </h2>
      <dl className={css.details}>
        <dt className={css.term}>{texts.auth.fullName}</dt>
        <dd className={css.value}>{orNotSet(inPageScript(user.fullName))}</dd>
        <dt className={css.term}>{texts.auth.email}</dt>
        <dd className={css.value}>{orNotSet(user.email)}</dd>
        <dt className={css.term}>{texts.profile.accountType}</dt>
        <dd className={css.value}>{orNotSet(user.userType ? roleLabel(user.userType) : null)}</dd>
      </dl>
    </section>
  );
}
