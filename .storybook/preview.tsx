import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  loadLanguage,
  setLanguageSource,
  type Language,
} from '@marketplace/domain';
import '../packages/ui/src/theme/theme.css';

export const VIEWPORTS = {
  narrow: {
    name: 'Narrow (below md)',
    styles: { width: '375px', height: '740px' },
    type: 'mobile',
  },
  wide: { name: 'Wide', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** The story's language: the toolbar's choice or the story's `globals`, else Serbian Latin. */
const languageOf = (globals: Record<string, unknown>): Language =>
  isLanguage(globals.language) ? globals.language : DEFAULT_LANGUAGE;

/** Texts read in the language (they read currentLanguage() when they render), as the page's. */
function applyLanguage(language: Language) {
  setLanguageSource(() => language);
  document.documentElement.lang = language;
}

/** Loads the story's language's catalogue before the story renders (the app does so before hydrating). */
const languageLoader: Loader = async ({ globals }) => {
  const language = languageOf(globals);
  applyLanguage(language);
  await loadLanguage(language);
  return {};
};

/** Sets the language again as the story renders: a docs page's other stories may have changed it. */
const withLanguage: Decorator = (Story, { globals }) => {
  applyLanguage(languageOf(globals));
  return Story();
};

const preview: Preview = {
  // MSW serves the page stories' API calls (parameters.msw) in Storybook; never in the product.
  loaders: [languageLoader, mswLoader()],
  decorators: [withLanguage],
  globalTypes: {
    language: {
      description: 'The language the texts are read in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: DEFAULT_LANGUAGE },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // axe runs on every story; any violation fails the story's test.
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
  },
  tags: ['autodocs'],
};
export default preview;
