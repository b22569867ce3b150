import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { whenInitialized } from './router';

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
