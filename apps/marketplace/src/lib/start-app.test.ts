import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app';

declare global {
  interface Window {
    appStartedWith?: string;
  }
}

const added: Element[] = [];
/** A link as the built page names the app's stylesheet or entry (vite.config.ts). */
function link(attributes: Record<string, string>) {
  const element = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  added.push(element);
}

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  document.querySelectorAll('link[rel="stylesheet"][href^="data:"]').forEach((e) => e.remove());
  delete window.appStartedWith;
  document.body.style.removeProperty('--app-style');
});

describe('starting the built app', () => {
  it('applies its stylesheet, then imports its entry: the app never starts unstyled', async () => {
    link({
      rel: 'preload',
      as: 'style',
      href: 'data:text/css,body{--app-style:applied}',
      'data-app-style': '',
    });
    // The entry records the style it found when it ran.
    const entry = `window.appStartedWith = getComputedStyle(document.body).getPropertyValue('--app-style');`;
    link({
      rel: 'modulepreload',
      href: `data:text/javascript,${encodeURIComponent(entry)}`,
      'data-app-entry': '',
    });
    startApp(window);
    await vi.waitFor(() => expect(window.appStartedWith).toBe('applied'), { timeout: 5_000 });
    expect(document.querySelectorAll('link[rel="stylesheet"][href^="data:"]')).toHaveLength(1);
  });

  it('starts nothing on a page without the entry mark (the development server loads it itself)', async () => {
    link({
      rel: 'preload',
      as: 'style',
      href: 'data:text/css,body{--app-style:applied}',
      'data-app-style': '',
    });
    startApp(window);
    // Past the longest wait for the first paint (first-paint.ts).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(document.querySelectorAll('link[rel="stylesheet"][href^="data:"]')).toHaveLength(0);
    expect(window.appStartedWith).toBeUndefined();
  });
});
