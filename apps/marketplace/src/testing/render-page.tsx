import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { createApiClient, type ApiClient } from '@marketplace/api-client';
import { createMockToken } from '@marketplace/api-client/mocks';
import { AppProvider } from '../app/provider';
import { PageSpinner } from '../components/page-spinner';
import { useSession } from '../lib/auth';
import { createQueryClient } from '../lib/react-query';
import { clearStoredSession, readToken, storeSession } from '../lib/auth/token-storage';

/**
 * Shared helper for page stories and page tests: one screen inside a memory router and the real
 * AppProvider (query client, session, unread count), with an api client pointing at window.location.origin so
 * MSW (parameters.msw) answers its calls.
 *
 * ```tsx
 * const meta = {
 *   title: 'Pages/Login',
 *   render: renderPage({ path: paths.login.path, initialEntry: '/login', Component }),
 *   parameters: { msw: { handlers: createHandlers() } },
 * } satisfies Meta;
 * export const SignedIn: Story = {
 *   render: renderPage({ path: '/profile', Component, userId: fixtureUsers.landOwner.id }),
 * };
 * ```
 */
export interface RenderPageOptions {
  /** The route pattern of the screen, e.g. '/ads/:id' (default '/'). */
  path?: string;
  /** Where the memory router starts, e.g. '/ads/1' or '/verify-email?token=abc' (default path). */
  initialEntry?: string;
  /** The screen, as an element… */
  element?: ReactElement;
  /** …or as the route module's `Component`. */
  Component?: ComponentType;
  /**
   * The signed-in mock user: stores a valid mock token and the userId before the providers mount.
   * Without it the storage is cleared, so the page renders signed out.
   */
  userId?: number;
  /** Store this exact token instead (e.g. an expired one), with `userId`. */
  token?: string;
  /** More routes next to the screen (targets of links and navigations). */
  routes?: RouteObject[];
  /** Replace the api client (default: fetch to window.location.origin, token from storage). */
  apiClient?: ApiClient;
  /** The session clock (AppProvider `now`). */
  now?: () => number;
}

/** Text shown by the catch-all route, so a play function can see where a navigation went. */
export const locationTestId = 'page-location';

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid={locationTestId}>
      Stranica: {location.pathname}
      {location.search}
    </p>
  );
}

/** Like the root layout (without the nav bar): a spinner until the session is resolved. */
function SessionGate() {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** Seeds (or clears) the stored session for a signed-in mock user. */
export function seedSession(userId?: number, token?: string): void {
  if (userId === undefined) {
    clearStoredSession();
    return;
  }
  storeSession(token ?? createMockToken(userId), userId);
}

function PageHarness({ options }: { options: RenderPageOptions }) {
  const [state] = useState(() => {
    // Before the providers mount: the session provider reads the storage in its first effect.
    seedSession(options.userId, options.token);
    const screen: RouteObject = options.Component
      ? { path: options.path ?? '/', Component: options.Component }
      : { path: options.path ?? '/', element: options.element };
    const router = createMemoryRouter(
      [
        {
          Component: SessionGate,
          children: [screen, ...(options.routes ?? []), { path: '*', Component: LocationProbe }],
        },
      ],
      { initialEntries: [options.initialEntry ?? options.path ?? '/'] },
    );
    const apiClient =
      options.apiClient ??
      createApiClient({ baseUrl: window.location.origin, getToken: readToken });
    // Each story and test starts with an empty cache, and a failure shows at once.
    const queryClient = createQueryClient({ retry: false });
    return { router, apiClient, queryClient };
  });

  useEffect(() => () => clearStoredSession(), []);

  return (
    <AppProvider apiClient={state.apiClient} queryClient={state.queryClient} now={options.now}>
      <RouterProvider router={state.router} />
    </AppProvider>
  );
}

/** A story `render` function (also usable as a plain component factory in tests). */
export function renderPage(options: RenderPageOptions): () => ReactElement {
  return function RenderPage() {
    return <PageHarness options={options} />;
  };
}

/**
 * The same harness as a story decorator: the story's own render output becomes the screen.
 * `decorators: [pageDecorator({ path: '/login' })]`.
 */
export function pageDecorator(options: Omit<RenderPageOptions, 'element' | 'Component'>) {
  return function PageDecorator(Story: ComponentType) {
    return <PageHarness options={{ ...options, element: <Story /> }} />;
  };
}
