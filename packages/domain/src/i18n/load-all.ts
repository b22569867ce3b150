import { loadCataloguePart, loadLanguage } from './load';

/**
 * Loads every catalogue, with the server's own texts (`<lang>-server.ts`; Serbian Latin's are
 * registered by server-texts.ts itself): the server answers in all three languages. Server only (`@marketplace/domain/i18n-server`): the browser loads its
 * page's language alone (loadLanguage).
 */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all([
    loadLanguage('en'),
    loadLanguage('sr-Cyrl'),
    loadCataloguePart('sr-Cyrl.server', 'sr-Cyrl', () => import('./catalogues/sr-Cyrl-server')),
    loadCataloguePart('en.server', 'en', () => import('./catalogues/en-server')),
  ]);
}
