import type { NotificationSettings } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import { Alert, Spinner } from '@marketplace/ui';
import { CheckField } from '../../../components/check-field';
import {
  useNotificationSettings,
  useUpdateNotificationSettingsMutation,
} from '../api/notification-settings';
import * as css from './profile.css';

const text = texts.notifications;

// Built when shown, so the labels are in the current language.
const switches = (): readonly { key: keyof NotificationSettings; label: string }[] => [
  { key: 'message_emails', label: text.messageEmails },
  { key: 'saved_search_emails', label: text.savedSearchEmails },
];

/** 'Obaveštenja e-poštom': each kind of notice email on or off, saved as it changes. */
export function NotificationSettingsSection({ userId }: { userId: number }) {
  const settings = useNotificationSettings(userId);
  const update = useUpdateNotificationSettingsMutation(userId);
  return (
    <section className={css.panel} aria-labelledby="profile-notifications">
      <h2 id="profile-notifications" className={css.panelTitle}>
        {text.title}
      </h2>
      {settings.isPending ? (
        <Spinner label={text.loading} showLabel />
      ) : settings.isError ? (
        <Alert tone="danger">{text.loadFailed}</Alert>
      ) : (
        <div className={css.switches}>
          {switches().map(({ key, label }) => (
            <CheckField
              key={key}
              label={label}
              checked={settings.data[key]}
              onChange={(event) => update.mutate({ [key]: event.target.checked })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
