import { loadCataloguePart, loadLanguage } from './load';

/**
 * Loads every catalogue, with the server's own texts (`<lang>-server.ts`): the server answers in
 * all three languages. Server only (`@marketplace/domain/i18n-server`): the browser loads its
 * page's language alone (loadLanguage).
 */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all([
    loadLanguage('en'),
    loadLanguage('sr-Cyrl'),
    loadCataloguePart('sr-Latn.server', 'sr-Latn', () => import('./catalogues/sr-Latn-server')),
    loadCataloguePart('sr-Cyrl.server', 'sr-Cyrl', () => import('./catalogues/sr-Cyrl-server')),
    loadCataloguePart('en.server', 'en', () => import('./catalogues/en-server')),
  ]);
}
