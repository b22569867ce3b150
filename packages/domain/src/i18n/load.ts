import { registerCatalogue } from './catalogue';
import type { Language } from './languages';
import { registerCyrillicScript } from './page-script';

const loaded = new Set<string>();

export async function loadCataloguePart(
  key: string,
  language: Language,
  load: () => Promise<{ catalogue: Parameters<typeof registerCatalogue>[1] }>,
) {
  if (loaded.has(key)) return;
  const { catalogue } = await load();
  registerCatalogue(language, catalogue);
  loaded.add(key);
}

/**
 * Loads the browser's part of a language's catalogue, on demand: a page in English or Cyrillic
 * loads its catalogue before it hydrates; Serbian Latin's is part of the code.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') await loadCataloguePart('en', language, () => import('./catalogues/en'));
  else if (language === 'sr-Cyrl')
    await loadCataloguePart('sr-Cyrl', language, async () => {
      // Users' texts written in Latin are shown in Cyrillic: the transliteration comes along.
      const [part, { toCyrillic }] = await Promise.all([
        import('./catalogues/sr-Cyrl'),
        import('./transliterate'),
      ]);
      registerCyrillicScript(toCyrillic);
      return part;
    });
}
