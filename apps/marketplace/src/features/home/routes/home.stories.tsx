import { generatedLandAds } from '../../../testing/generated-ads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { LandAd } from '@marketplace/api-client';
import {
  createHandlers,
  errorHandler,
  fixtureLandAds,
  fixtureUsers,
  jsonHandler,
  landAds,
  loadingHandler,
} from '@marketplace/api-client/mocks';
import { searchLandAds, type LandAdSearch } from '@marketplace/domain';
import { paths } from '../../../config/paths';
import { addressTestId, withAddressBar } from '../../../testing/address-probe';
import { renderPage } from '../../../testing/render-page';
import { Component } from './home';

const page = (userId?: number, initialEntry?: string) =>
  renderPage({
    path: paths.home.path,
    Component: withAddressBar(Component),
    userId,
    initialEntry,
  });

const meta = {
  title: 'Pages/Home',
  render: page(fixtureUsers.investor.id),
  // The signed-in part of the page is its own chunk; load it first so every story starts equal.
  loaders: [() => import('../components/home-ads')],
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Land ads without images, for the mock database: `count` of them, newest first by id. */
const manyLandAds = (count: number): LandAd[] => generatedLandAds(count, 7);

/** The card titles in the grid, in order. */
const cardTitles = (canvas: { getAllByRole: (role: 'article') => HTMLElement[] }) =>
  canvas.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');

/** The titles the search selects, in its order (the domain rules the server and mocks share). */
const expectedTitles = (ads: readonly LandAd[], search: LandAdSearch) =>
  searchLandAds(
    ads.filter((ad) => !ad.deleted),
    search,
  ).map((ad) => ad.title);

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
}

/** spec §2: logged out, the hero with the sign-in prompt, the marketing sections and no ads. */
export const SignedOut: Story = {
  render: page(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nekretnine' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prijava' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Registracija' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Registruj se besplatno' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Postani investitor' })).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByText(fixtureLandAds.agriculturalNoviSad.title)).toBeNull();
  },
};

/** spec §2: logged in, the search panel and the grid of ads, newest first, with the count. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title)).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Filters/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sortiranje' })).toHaveTextContent(
      'Najnovije',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Pronađeno oglasa: ${expectedTitles(landAds, {}).length}`,
    );
    await expect(cardTitles(canvas)).toEqual(expectedTitles(landAds, {}));
    await expect(canvas.queryByText(fixtureLandAds.deletedNis.title)).toBeNull();
    // Everything fits on the first page: no 'Prikaži još'.
    await expect(canvas.queryByRole('button', { name: /Prikaži još/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Prijava' })).toBeNull();
    // An empty search is the bare address.
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(/^\/$/);
  },
};

/** spec §5, on the server: the text matches title or description; Reset clears it. */
export const Filtering: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'Fruške');
    await waitFor(() =>
      expect(canvas.queryByText(fixtureLandAds.agriculturalNoviSad.title)).toBeNull(),
    );
    await expect(canvas.getByText(fixtureLandAds.forestSremskaMitrovica.title)).toBeVisible();
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent('/?q=Fru%C5%A1ke');
    await userEvent.type(canvas.getByRole('searchbox'), ' nepostojeće');
    await expect(await canvas.findByText('Nema pronađenih oglasa')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title)).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    // Reset clears the address too.
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(/^\/$/);
  },
};

/** The first page is on its way: the panel is there, the results announce loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [loadingHandler('searchAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    // After the session's spinner, the results' own.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Učitavanje oglasa…'));
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

/** spec §2: 'Nema pronađenih oglasa'. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        jsonHandler('searchAds', {
          items: [],
          total: 0,
          total_is_lower_bound: false,
          next_cursor: null,
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nema pronađenih oglasa')).toBeVisible();
    await expect(canvas.queryByText(/Pronađeno oglasa/)).toBeNull();
  },
};

/** spec §8: 'Failed to load ads'. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [errorHandler('searchAds'), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load ads');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** No dead ends: the search failed once; 'Pokušaj ponovo' beside the spec's text loads it. */
export const LoadErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/ads/search', () => HttpResponse.error(), { once: true }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Failed to load ads');
    await userEvent.click(within(alert).getByRole('button', { name: 'Pokušaj ponovo' }));
    await expect(
      await canvas.findByText(/Pronađeno oglasa/, undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Failed to load ads')).toBeNull();
  },
};

const sixtyAds = manyLandAds(60);

/**
 * 60 matches: the first page of 24 at once with the server's total; 'Prikaži još (36)' loads the
 * next page, and scrolling to the end of the list loads the last one.
 */
export const MorePages: Story = {
  parameters: { msw: { handlers: createHandlers({ seed: { landAds: sixtyAds } }) } },
  play: async ({ canvas }) => {
    const order = expectedTitles(sixtyAds, {});
    await expect(await canvas.findByText(order[0]!)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno oglasa: 60');
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži još (36)' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(48));
    await expect(canvas.getByRole('button', { name: 'Prikaži još (12)' })).toBeVisible();
    canvas.getByRole('button', { name: 'Prikaži još (12)' }).scrollIntoView();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(60));
    await expect(cardTitles(canvas)).toEqual(order);
    await expect(canvas.queryByRole('button', { name: /Prikaži još/ })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno oglasa: 60');
  },
};

const manyMatches = manyLandAds(48);

/**
 * More matches than the server counts (a common word in a large market): 'Više od 10.000 oglasa',
 * and 'Prikaži još' without a number still loads the next page.
 */
export const MoreThanTheCount: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/ads/search', ({ request }) => {
          const next = new URL(request.url).searchParams.has('cursor');
          return HttpResponse.json({
            items: manyMatches.slice(next ? 24 : 0, next ? 48 : 24),
            total: 10_000,
            total_is_lower_bound: true,
            next_cursor: next ? 'MzQ4' : 'MjQ',
          });
        }),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Više od 10.000 oglasa')).toBeVisible();
    await expect(canvas.queryByText(/Pronađeno oglasa/)).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži još' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(48));
    await expect(canvas.getByRole('status')).toHaveTextContent('Više od 10.000 oglasa');
  },
};

const thirtyAds = manyLandAds(30);

/** A next page that fails keeps the cards shown, says so, and 'Prikaži još' tries again. */
export const MoreFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        // Only the request with a cursor (the second page) fails; the first goes to the mocks.
        http.get('*/api/ads/search', ({ request }) =>
          new URL(request.url).searchParams.has('cursor')
            ? Response.json({ message: 'Greška' }, { status: 500 })
            : undefined,
        ),
        ...createHandlers({ seed: { landAds: thirtyAds } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži još (6)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load ads');
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await expect(canvas.getByRole('button', { name: 'Prikaži još (6)' })).toBeEnabled();
  },
};

/**
 * The server search's own criteria: area bounds and land types behind 'Filters', and the sort.
 * Each choice is in the address at once.
 */
export const AreaTypeAndSort: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title);
    await userEvent.click(canvas.getByRole('button', { name: /Filters/ }));
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Poljoprivredno zemljište' }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Šumsko zemljište' }));
    await userEvent.type(
      canvas.getByRole('spinbutton', { name: 'Minimalna površina (m²)' }),
      '9000',
    );
    await choose(canvas.getByRole('combobox', { name: 'Sortiranje' }), 'Cena: od najniže');
    const search: LandAdSearch = {
      land_type: ['agricultural', 'commercial'],
      area_min: 9000,
      sort: 'price_asc',
    };
    const titles = expectedTitles(landAds, search);
    await expect(titles.length).toBeGreaterThan(1);
    await waitFor(() => expect(cardTitles(canvas)).toEqual(titles));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Pronađeno oglasa: ${titles.length}`,
    );
    await expect(canvas.getByTestId(addressTestId)).toHaveTextContent(
      '/?land_type=agricultural&land_type=commercial&area_min=9000&sort=price_asc',
    );
  },
};

/** A shared link: the search in the address fills the panel and runs at once. */
export const FromAddress: Story = {
  render: page(
    fixtureUsers.investor.id,
    '/?q=njiva&country_id=5&price_max=20000&sort=price_desc&include_sold=true',
  ),
  play: async ({ canvas }) => {
    // The one match is sold: shown because the link asks for sold ads too.
    const titles = expectedTitles(landAds, {
      q: 'njiva',
      country_id: 5,
      price_max: 20000,
      sort: 'price_desc',
      include_sold: true,
    });
    await expect(titles).toEqual([fixtureLandAds.agriculturalBitolj.title]);
    await waitFor(() => expect(cardTitles(canvas)).toEqual(titles));
    await expect(canvas.getByRole('searchbox')).toHaveValue('njiva');
    await expect(canvas.getByRole('combobox', { name: 'Država' })).toHaveTextContent('Makedonija');
    await expect(canvas.getByRole('combobox', { name: 'Sortiranje' })).toHaveTextContent(
      'Cena: od najviše',
    );
    // A criterion behind the toggle is set, so the filters start open.
    await expect(canvas.getByRole('button', { name: /Filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Maksimalna cena' })).toHaveValue(20000);
    await expect(canvas.getByRole('checkbox', { name: 'Prikaži i prodate oglase' })).toBeChecked();
  },
};

/**
 * Back and Forward restore the search: each select is a history entry; typing replaces the
 * entry it started on, so a word typed letter by letter is one step back, not many.
 */
export const BackAndForward: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title);
    const address = canvas.getByTestId(addressTestId);
    const country = canvas.getByRole('combobox', { name: 'Država' });
    const sort = canvas.getByRole('combobox', { name: 'Sortiranje' });
    const typed = expectedTitles(landAds, { q: 'parcela', country_id: 1, sort: 'area_desc' });
    await expect(typed).toHaveLength(2);
    await choose(country, 'Srbija');
    await expect(address).toHaveTextContent(/^\/\?country_id=1$/);
    await choose(sort, 'Površina: od najveće');
    await expect(address).toHaveTextContent(/^\/\?country_id=1&sort=area_desc$/);
    await userEvent.type(canvas.getByRole('searchbox'), 'parcela');
    await waitFor(() =>
      expect(address).toHaveTextContent(/^\/\?q=parcela&country_id=1&sort=area_desc$/),
    );
    await waitFor(() => expect(cardTitles(canvas)).toEqual(typed));

    // Back: the entry before the sort (the typing replaced the sorted entry).
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(address).toHaveTextContent(/^\/\?country_id=1$/);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(sort).toHaveTextContent('Najnovije');
    await waitFor(() =>
      expect(cardTitles(canvas)).toEqual(expectedTitles(landAds, { country_id: 1 })),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(address).toHaveTextContent(/^\/$/);
    await expect(country).toHaveTextContent('Sve države');
    await waitFor(() => expect(cardTitles(canvas)).toEqual(expectedTitles(landAds, {})));

    // Forward twice: the typed search again.
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await expect(address).toHaveTextContent(/^\/\?q=parcela&country_id=1&sort=area_desc$/);
    await expect(canvas.getByRole('searchbox')).toHaveValue('parcela');
    await expect(sort).toHaveTextContent('Površina: od najveće');
    await waitFor(() => expect(cardTitles(canvas)).toEqual(typed));
  },
};

const manyAds = manyLandAds(10_000);

/**
 * Types like a person: one native input event per character, about 60 ms apart. Storybook's
 * userEvent runs each event inside React's act(), which flushes deferred renders synchronously,
 * so it cannot show what the main thread does in the browser.
 */
async function typeNatively(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  input.focus();
  for (const char of text) {
    setValue.call(input, input.value + char);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: char }));
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}

/** Longest main-thread task (ms) while `work` runs, from the Long Tasks API. */
async function longestTask(work: () => Promise<void>): Promise<number> {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    // 'self': this frame's own tasks, not those of story files running beside it.
    for (const entry of list.getEntries()) {
      if (entry.name === 'self') durations.push(entry.duration);
    }
  });
  observer.observe({ type: 'longtask' });
  await work();
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  return Math.max(0, ...durations);
}

/**
 * With 10,000 ads the browser gets one page of 24 at a time; typing searches all of them on the
 * (mock) server once typing pauses. The longest main-thread task is logged here; `npm run bench`
 * measures the built app against the real server.
 */
export const TenThousandAds: Story = {
  parameters: { msw: { handlers: createHandlers({ seed: { landAds: manyAds } }) } },
  play: async ({ canvas }) => {
    const newest = expectedTitles(manyAds, {});
    const first = await canvas.findAllByText(newest[0]!, {}, { timeout: 10_000 });
    await expect(first[0]).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronađeno oglasa: 10000');
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Prikaži još (9976)' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(48));

    const search = canvas.getByRole<HTMLInputElement>('searchbox');
    const longest = await longestTask(() => typeNatively(search, 'njiva'));
    await waitFor(() => expect(search).toHaveValue('njiva'));
    const matches = searchLandAds(manyAds, { q: 'njiva' });
    await waitFor(
      () =>
        expect(canvas.getByRole('status')).toHaveTextContent(`Pronađeno oglasa: ${matches.length}`),
      { timeout: 5_000 },
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await expect(cardTitles(canvas)).toEqual(matches.slice(0, 24).map((ad) => ad.title));
    console.info(`Longest main-thread task while typing with 10,000 ads: ${longest.toFixed(0)} ms`);
  },
};

/**
 * Phones: the hero is its title only and the filters wait behind 'Filteri', so the first card is
 * on the first screen.
 */
export const PhoneFirstScreen: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fixtureLandAds.agriculturalNoviSad.title)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pogledaj nekretnine' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filteri' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Filters/ })).toBeNull();
    const [first] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
  },
};
