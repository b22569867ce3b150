import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mount } from '../testing/render';
import {
  EMPTY_LAND_AD_CRITERIA,
  landAdAddress,
  type LandAdCriteria,
} from '../entities/land-search/land-ads-query';
import { SEARCH_TYPING_DEBOUNCE_MS, useSearchInAddress } from './search-in-address';

let search: ReturnType<typeof useSearchInAddress<LandAdCriteria>> | null = null;
function Probe() {
  search = useSearchInAddress(landAdAddress);
  return null;
}

let router: ReturnType<typeof createMemoryRouter> | null = null;
let unmount: (() => Promise<void>) | undefined;

/** Resolves the loader of '/slow' (a page whose data the router waits for before showing it). */
let releaseSlow: (() => void) | null = null;
const slowLoader = () =>
  new Promise<null>((resolve) => {
    releaseSlow = () => resolve(null);
  });

async function start(entry = '/') {
  router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Probe,
        loader: () => (entry.includes('slow-search') ? slowLoader() : null),
      },
      { path: '/slow', loader: slowLoader, Component: () => null },
    ],
    { initialEntries: [entry] },
  );
  const mounted = await mount(<RouterProvider router={router} />);
  unmount = mounted.unmount;
}

afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  router = null;
  search = null;
  releaseSlow = null;
  vi.useRealTimers();
});

const address = () => `${router!.state.location.pathname}${router!.state.location.search}`;
const current = () => search!.criteria;
const change = (patch: Partial<LandAdCriteria>) =>
  act(async () => search!.change({ ...current(), ...patch }));
const pause = (ms = SEARCH_TYPING_DEBOUNCE_MS + 50) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const go = (delta: number) => act(async () => router!.navigate(delta));

describe('the search in the address', () => {
  it('reads the criteria of a shared link', async () => {
    await start('/?q=njiva&country_id=1&city_id=102&land_type=commercial&sort=price_asc');
    expect(current()).toEqual({
      ...EMPTY_LAND_AD_CRITERIA,
      text: 'njiva',
      countryId: '1',
      cityId: '102',
      landTypes: ['commercial'],
      sort: 'price_asc',
    });
    expect(search!.committed).toBe(current());
  });

  it('follows typing once it pauses, replacing the history entry', async () => {
    vi.useFakeTimers();
    await start('/?country_id=2');
    await change({ text: 'p' });
    await change({ text: 'pl' });
    await change({ text: 'plac' });
    // The box shows the typing at once; the address (and the search) wait for the pause.
    expect(current().text).toBe('plac');
    expect(search!.committed.text).toBe('');
    expect(address()).toBe('/?country_id=2');
    await pause(SEARCH_TYPING_DEBOUNCE_MS - 50);
    expect(address()).toBe('/?country_id=2');
    await pause(100);
    expect(address()).toBe('/?q=plac&country_id=2');
    expect(search!.committed.text).toBe('plac');
    // Replaced, not added: one step back leaves the page's history entry of before.
    expect(router!.state.historyAction).toBe('REPLACE');
  });

  it('adds a history entry for a select, a checkbox or the sort, with any typing not yet in', async () => {
    vi.useFakeTimers();
    await start('/');
    await change({ text: 'njiva' });
    await change({ countryId: '1', cityId: '' });
    expect(address()).toBe('/?q=njiva&country_id=1');
    expect(router!.state.historyAction).toBe('PUSH');
    await change({ landTypes: ['agricultural', 'industrial'] });
    await change({ sort: 'area_desc' });
    expect(address()).toBe(
      '/?q=njiva&country_id=1&land_type=agricultural&land_type=industrial&sort=area_desc',
    );
    // Nothing left to write once the pause is over.
    await pause();
    expect(address()).toBe(
      '/?q=njiva&country_id=1&land_type=agricultural&land_type=industrial&sort=area_desc',
    );

    await go(-1);
    expect(current().sort).toBe('newest');
    expect(current().landTypes).toEqual(['agricultural', 'industrial']);
    await go(-1);
    expect(current().landTypes).toEqual([]);
    await go(-1);
    expect(address()).toBe('/');
    expect(current()).toEqual(EMPTY_LAND_AD_CRITERIA);
    await go(3);
    expect(current().sort).toBe('area_desc');
  });

  it('adds one entry for a typed amount once typing pauses', async () => {
    vi.useFakeTimers();
    await start('/');
    await change({ minPrice: '4' });
    await change({ minPrice: '40' });
    await change({ minPrice: '40000' });
    expect(address()).toBe('/');
    await pause();
    expect(address()).toBe('/?price_min=40000');
    expect(router!.state.historyAction).toBe('PUSH');
  });

  it('drops typing not yet in the address when Back or Forward change it', async () => {
    vi.useFakeTimers();
    await start('/');
    await change({ countryId: '3' });
    await change({ text: 'sarajevo' });
    await go(-1);
    expect(current().text).toBe('');
    await pause();
    // The pending typing belonged to the entry we left: it is not written into this one.
    expect(address()).toBe('/');
  });

  it('reset clears every criterion and the address, as a new history entry', async () => {
    await start('/?q=plac&price_max=9000&area_min=100&sort=price_desc');
    await act(async () => search!.reset());
    expect(address()).toBe('/');
    expect(current()).toEqual(EMPTY_LAND_AD_CRITERIA);
    await go(-1);
    expect(current().maxPrice).toBe('9000');
  });

  it('writes nothing when the criteria do not change', async () => {
    await start('/?country_id=1');
    await change({});
    expect(router!.state.historyAction).toBe('POP');
  });

  it('leaves typing behind when a link to another page is followed', async () => {
    vi.useFakeTimers();
    await start('/');
    await change({ text: 'njiva' });
    // The page's link is followed; its data is still loading when the typing pause ends.
    let navigated: Promise<void> | undefined;
    await act(async () => {
      navigated = router!.navigate('/slow');
    });
    await pause();
    expect(router!.state.navigation.location?.pathname).toBe('/slow');
    await act(async () => {
      releaseSlow!();
      await navigated;
    });
    expect(address()).toBe('/slow');
  });

  it('shows a checkbox change at once, while the router still loads the new address', async () => {
    await start('/?slow-search=1');
    await act(async () => releaseSlow?.());
    await act(async () => {
      search!.change({ ...current(), landTypes: ['agricultural'] });
    });
    // The address has not moved yet (the loader runs), but the control shows the change.
    expect(router!.state.navigation.state).toBe('loading');
    expect(current().landTypes).toEqual(['agricultural']);
    await act(async () => releaseSlow!());
    expect(address()).toBe('/?land_type=agricultural');
    expect(current().landTypes).toEqual(['agricultural']);
  });

  it('keeps typing done while its own change loads, and writes it once the change lands', async () => {
    vi.useFakeTimers();
    await start('/?slow-search=1');
    await act(async () => releaseSlow?.());
    await change({ minPrice: '5' });
    await pause();
    // The minimum is on its way into the address (the router runs the loader) when the maximum
    // is typed, and it lands before the typing pauses.
    expect(router!.state.navigation.state).toBe('loading');
    await change({ maxPrice: '9' });
    await act(async () => releaseSlow!());
    expect(address()).toBe('/?price_min=5');
    expect(current().maxPrice).toBe('9');
    await pause();
    await act(async () => releaseSlow!());
    expect(address()).toBe('/?price_min=5&price_max=9');
    expect(current()).toMatchObject({ minPrice: '5', maxPrice: '9' });
  });
});
