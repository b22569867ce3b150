import { afterFirstPaint } from './first-paint';

/** Resolves once the document is parsed. */
const parsed = (document: Document): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((resolve) =>
        document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      )
    : Promise.resolve();

/**
 * Applies the app's stylesheets, which the page fetches from the start as preloads marked
 * `data-app-style` (vite.config.ts): a stylesheet the parser meets holds the parsing, and with it
 * the first paint, until it has loaded. Resolves once they have loaded (or failed).
 */
function applyStylesheets(document: Document): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')].map(
    (preload) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = preload.href;
      if (preload.crossOrigin !== null) link.crossOrigin = preload.crossOrigin;
      const loaded = new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
      document.head.append(link);
      return loaded;
    },
  );
  return Promise.all(links).then(() => undefined);
}

/**
 * Starts the built app (what the page's head script runs): imports its entry, which the page
 * fetches from the start as a `modulepreload` marked `data-app-entry` (vite.config.ts), once
 * - the boot markup has been painted (first-paint.ts): the first paint never waits for the app's
 *   code, nor for a script in the page that would hold the parser;
 * - the page is parsed and its stylesheet applied: React never renders unstyled.
 * A page without the mark (the development server's, which loads the entry itself) starts nothing.
 */
export function startApp(target: Window & typeof globalThis): void {
  const { document } = target;
  afterFirstPaint(target, () => {
    void parsed(document)
      .then(() => {
        const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]');
        if (!entry) return;
        return applyStylesheets(document).then(() => import(entry.href));
      })
      .catch((error: unknown) => console.error('The app could not be loaded', error));
  });
}
