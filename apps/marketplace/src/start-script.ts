/**
 * The script inlined at the end of the built page, after its stylesheet (vite.config.ts): it runs
 * once the stylesheet has loaded, so React never renders unstyled, and it imports the app's entry
 * (fetched from the start as a `modulepreload`, marked `data-app-entry`) once the boot markup has
 * been painted (lib/first-paint.ts).
 */
import { afterFirstPaint } from './lib/first-paint';

const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]');
if (entry) {
  const url = entry.href;
  afterFirstPaint(window, () => {
    import(url).catch((error: unknown) => {
      console.error('The app could not be loaded', error);
    });
  });
}
