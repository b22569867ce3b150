import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useMatches,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { createApiClient, type ApiClient } from '@marketplace/api-client';
import { currentLanguage, siteTexts } from '@marketplace/domain';
import { AppProvider } from './app/provider';
import { RootLayout } from './app/root-layout';
import { useRouteDehydratedStates } from './lib/route-data';
import { browserClients } from './lib/browser-clients';
import { createQueryClient } from './lib/react-query';
import './lib/page-context';

/** Who the server rendered the page for, and the nonce of its scripts. */
export function loader({ context }: LoaderFunctionArgs) {
  return { viewer: context.viewer, nonce: context.nonce };
}

// The session is the browser's from then on (SessionProvider): navigations do not ask again.
export const shouldRevalidate = () => false;

type RootData = ReturnType<typeof loader>;

/**
 * The clients the screens read: in the browser the one pair the route loaders also fill
 * (lib/browser-clients.ts); on the server a query client of this page's own, filled from the
 * loaders' answers, and an api client that is never called (the server's render sends no request).
 */
function usePageClients(): { api: ApiClient; queryClient: QueryClient } {
  const [clients] = useState(() =>
    typeof document === 'undefined'
      ? {
          api: createApiClient({ baseUrl: 'http://localhost', getToken: () => null }),
          queryClient: createQueryClient(),
        }
      : browserClients(),
  );
  return clients;
}

/** Every answer the matched routes' loaders sent with the page, in the page's query client. */
function Hydrate({ states, children }: { states: DehydratedState[]; children: ReactNode }) {
  return states.reduceRight<ReactNode>(
    (inner, state) => <HydrationBoundary state={state}>{inner}</HydrationBoundary>,
    children,
  );
}

/**
 * The matched routes' stylesheets as React stylesheet resources: React writes those at the top of
 * the head, before the module preloads of the framework's scripts, so the browser asks for the
 * styles first and paints the server's HTML before the scripts have arrived. (`<Links />` writes
 * plain links after every preload; it writes these again, and the browser fetches each once. The
 * manifest is the framework context's, which `<Links />` reads too; in `npm run dev` it names no
 * stylesheet and `<Links />` inlines the styles.)
 */
function Stylesheets() {
  const manifest = useContext(FrameworkContext)?.manifest;
  const hrefs = new Set(useMatches().flatMap((match) => manifest?.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="default" />
  ));
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { api, queryClient } = usePageClients();
  const states = useRouteDehydratedStates();
  return (
    <html lang={currentLanguage()}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="description" content={siteTexts.description} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Stylesheets />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProvider apiClient={api} queryClient={queryClient} viewer={data?.viewer ?? null}>
          <Hydrate states={states}>{children}</Hydrate>
        </AppProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <RootLayout />;
}

// Only a failed screen needs it: its code is not part of the first page.
const RouteError = lazy(() =>
  import('./components/route-error').then((module) => ({ default: module.RouteError })),
);

/** A screen that failed keeps the top bar: the failure shows in the page's main region. */
export function ErrorBoundary() {
  return (
    <RootLayout>
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    </RootLayout>
  );
}
