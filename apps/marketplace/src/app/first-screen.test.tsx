import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { whenFirstScreenReady, whenInitialized, whenQueriesSettled } from './first-screen';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('waiting for the first screen (main.tsx renders after it)', () => {
  it('resolves once the route’s loader is done, not before', async () => {
    let finish!: () => void;
    const loaderDone = new Promise<void>((resolve) => (finish = resolve));
    const router = createMemoryRouter(
      [{ path: '/', loader: () => loaderDone.then(() => null), Component: () => null }],
      { initialEntries: ['/'] },
    );
    let ready = false;
    const waiting = whenInitialized(router).then(() => (ready = true));
    await tick();
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });

  it('resolves when the route’s code fails to load: its error then shows', async () => {
    const router = createMemoryRouter(
      [{ path: '/', lazy: () => Promise.reject(new Error('offline')), loader: () => null }],
      { initialEntries: ['/'] },
    );
    await whenInitialized(router);
    expect(router.state.errors).not.toBeNull();
    router.dispose();
  });

  it('resolves at once for a router already initialized', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }], {
      initialEntries: ['/'],
    });
    await whenInitialized(router);
    await expect(whenInitialized(router)).resolves.toBeUndefined();
    router.dispose();
  });
});

/** A query whose answer the test sends with `answer()`. */
function pendingQuery(queryClient: QueryClient, key: string) {
  let answer!: () => void;
  const answered = new Promise<string>((resolve) => (answer = () => resolve(key)));
  void queryClient.prefetchQuery({ queryKey: [key], queryFn: () => answered });
  return { answer };
}

describe('waiting for the first screen’s data', () => {
  it('resolves once every query in flight has answered', async () => {
    const queryClient = new QueryClient();
    const ad = pendingQuery(queryClient, 'ad');
    const me = pendingQuery(queryClient, 'me');
    let ready = false;
    const waiting = whenQueriesSettled(queryClient, 60_000).then(() => (ready = true));
    me.answer();
    await tick();
    expect(ready).toBe(false);
    ad.answer();
    await waiting;
    expect(queryClient.getQueryData(['ad'])).toBe('ad');
  });

  it('resolves at once with nothing in flight', async () => {
    await expect(whenQueriesSettled(new QueryClient(), 60_000)).resolves.toBeUndefined();
  });

  it('stops waiting for a slow answer after the longest wait', async () => {
    const queryClient = new QueryClient();
    pendingQuery(queryClient, 'slow');
    const started = Date.now();
    await whenQueriesSettled(queryClient, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(queryClient.isFetching()).toBe(1);
  });

  it('waits for the route first, then for the data its loader asked for', async () => {
    const queryClient = new QueryClient();
    let answer!: () => void;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            void queryClient.prefetchQuery({
              queryKey: ['ad'],
              queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('ad'))),
            });
            return null;
          },
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    let ready = false;
    const waiting = whenFirstScreenReady(router, queryClient, 60_000).then(() => (ready = true));
    await tick();
    expect(router.state.initialized).toBe(true);
    expect(ready).toBe(false);
    answer();
    await waiting;
    expect(queryClient.getQueryData(['ad'])).toBe('ad');
    router.dispose();
  });
});
