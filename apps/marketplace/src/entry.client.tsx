import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage, loadLanguage, setLanguageSource, DEFAULT_LANGUAGE } from '@marketplace/domain';

// The page is in the language the server rendered it in (<html lang>): its catalogue loads before
// the browser takes the page over, so the first render reads the texts the server wrote.
const rendered = document.documentElement.lang;
const language = isLanguage(rendered) ? rendered : DEFAULT_LANGUAGE;
setLanguageSource(() => language);

// The server rendered the page; the browser takes it over where it stands.
void loadLanguage(language).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
