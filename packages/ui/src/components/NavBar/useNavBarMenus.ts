import { useCallback, useEffect, useState } from 'react';
import type * as MenusModule from './menus';

type Menus = typeof MenusModule;

let loaded: Menus | null = null;
let loading: Promise<Menus> | null = null;

/**
 * Loads the bar's dropdown menus: Radix's menu with its positioning and focus code is a fifth of
 * the first page's JavaScript, and nobody needs it before the page has shown. Apps and stories may
 * call it early; once loaded, every bar renders the menus at once.
 */
export function preloadNavBarMenus(): Promise<Menus> {
  loading ??= import('./menus').then(
    (menus) => (loaded = menus),
    (error: unknown) => {
      loading = null; // a failed download (offline) is tried again on the next request
      throw error;
    },
  );
  return loading;
}

/** Calls `run` once the page has loaded and the browser is idle. Returns a cancel function. */
function whenPageIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: 2000 });
    } else {
      timer = window.setTimeout(run, 200);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * The menus once their code is there (null before), and `load` to ask for them now (a user reached
 * for a menu). Without a request they load when the page is idle.
 */
export function useNavBarMenus(): { menus: Menus | null; load: () => void } {
  const [menus, setMenus] = useState<Menus | null>(loaded);
  const load = useCallback(() => {
    preloadNavBarMenus().then(setMenus, (error: unknown) => console.error(error));
  }, []);
  useEffect(() => (menus ? undefined : whenPageIdle(load)), [menus, load]);
  return { menus, load };
}
