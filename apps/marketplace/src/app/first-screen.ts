import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router-dom';

/**
 * Resolves once `router` has loaded its first screen: the route's code and loaders done, or failed
 * (its error element then shows).
 */
export function whenInitialized(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once no query of `queryClient` is fetching (answered or failed), or after `maxMs`. */
export function whenQueriesSettled(queryClient: QueryClient, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    if (queryClient.isFetching() === 0) return done();
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

/**
 * The longest the first render waits for the first screen's data once its code is loaded; a
 * slower answer then arrives into the screen's own loading state.
 */
export const FIRST_SCREEN_DATA_WAIT_MS = 2_000;

/**
 * Resolves when React's first render can show the whole first screen: the route's code loaded,
 * its loaders run, and the data they and the session asked for (the session's user, an ad page's
 * ad) answered. Until then the page's boot markup (index.html) stays on the screen, so the app
 * paints once, complete, instead of a spinner first and the screen a moment later; and what the
 * screen asks for next (its photos, the unread count) starts after it is shown.
 */
export async function whenFirstScreenReady(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  queryClient: QueryClient,
  maxDataWaitMs = FIRST_SCREEN_DATA_WAIT_MS,
): Promise<void> {
  await whenInitialized(router);
  await whenQueriesSettled(queryClient, maxDataWaitMs);
}
