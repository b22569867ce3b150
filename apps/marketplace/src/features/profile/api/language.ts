import type { ApiClient } from '@marketplace/api-client';
import type { Language } from '@marketplace/domain';
import { unwrap } from '../../../lib/api-call';

/**
 * PUT /api/profile/language: keeps the signed-in user's language on the account (the emails to
 * the user are written in it) and in the `lang` cookie.
 */
export function setProfileLanguage(api: ApiClient, language: Language): Promise<void> {
  return unwrap<void>(
    api.PUT('/api/profile/language', { body: { language } }),
    'Storing the language failed',
  );
}
