import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import { readStoredViewerId, readToken } from '../lib/auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * While the first screen's code and loader run, its place shows the screen spinner (as for a
 * screen opened later, root-layout.tsx), not nothing.
 */
const withHydrateFallback = (screens: RouteObject[]): RouteObject[] =>
  screens.map((screen) => ({ ...screen, HydrateFallback: PageSpinner }));

/**
 * Every route of spec §2, each loaded on demand (`lazy`) so the first page stays small. Access
 * rules live in the route modules (RequireAuth / RequireRole). The land ad detail's request, and
 * the first page of the land search of the home page and /nekretnine, leave as the navigation
 * starts, for signed-in users (the others go to /login, or see no ads).
 */
const createRoutes = (api: ApiClient, queryClient: QueryClient): RouteObject[] => {
  // The first page of the search in the address, in parallel with the screen's code and the
  // session. Visitors see no ads: only a stored session loads the search code here.
  const prefetchLandSearch: LoaderFunction = async ({ request }) => {
    if (readToken()) {
      const { prefetchLandAdSearch } = await import('../lib/land-ads-query');
      void prefetchLandAdSearch(queryClient, api, new URL(request.url).searchParams);
    }
    return null;
  };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: withHydrateFallback([
        {
          path: paths.home.path,
          lazy: () => import('../features/home/routes/home'),
          loader: prefetchLandSearch,
          // A new search on the page is the screen's own query; only arriving prefetches.
          shouldRevalidate: () => false,
        },
        {
          path: paths.realEstate.path,
          lazy: () => import('../features/land-ads/routes/real-estate'),
          loader: prefetchLandSearch,
          shouldRevalidate: () => false,
        },
        { path: paths.login.path, lazy: () => import('../features/auth/routes/login') },
        { path: paths.register.path, lazy: () => import('../features/auth/routes/register') },
        {
          path: paths.verifyEmail.path,
          lazy: () => import('../features/auth/routes/verify-email'),
        },
        {
          path: paths.forgotPassword.path,
          lazy: () => import('../features/auth/routes/forgot-password'),
        },
        {
          path: paths.resetPassword.path,
          lazy: () => import('../features/auth/routes/reset-password'),
        },
        {
          path: paths.landAd.path,
          lazy: () => import('../features/land-ads/routes/land-ad'),
          loader: async ({ params }) => {
            const id = Number(params.id);
            if (readToken() && Number.isInteger(id)) {
              // Loaded with the route's own code, not with the first page's.
              const { landAdQuery } = await import('../features/land-ads/api/get-land-ad');
              void queryClient.prefetchQuery(landAdQuery(api, id));
            }
            return null;
          },
        },
        {
          path: paths.createLandAd.path,
          lazy: () => import('../features/land-ads/routes/create-land-ad'),
        },
        {
          path: paths.editLandAd.path,
          lazy: () => import('../features/land-ads/routes/edit-land-ad'),
        },
        { path: paths.myAds.path, lazy: () => import('../features/my-ads/routes/my-ads') },
        { path: paths.profile.path, lazy: () => import('../features/profile/routes/profile') },
        { path: paths.messages.path, lazy: () => import('../features/messages/routes/messages') },
        {
          path: paths.business.path,
          lazy: () => import('../features/business-ads/routes/business-list'),
          loader: async ({ request }) => {
            const viewerId = readStoredViewerId();
            if (viewerId !== null) {
              const { prefetchBusinessAdSearch } =
                await import('../features/business-ads/api/search-business-ads');
              void prefetchBusinessAdSearch(
                queryClient,
                api,
                viewerId,
                new URL(request.url).searchParams,
              );
            }
            return null;
          },
          shouldRevalidate: () => false,
        },
        {
          path: paths.businessAd.path,
          lazy: () => import('../features/business-ads/routes/business-ad'),
          loader: async ({ params }) => {
            const id = Number(params.id);
            const viewerId = readStoredViewerId();
            if (viewerId !== null && Number.isInteger(id)) {
              const { businessAdQuery } =
                await import('../features/business-ads/api/get-business-ad');
              void queryClient.prefetchQuery(businessAdQuery(api, id, viewerId));
            }
            return null;
          },
        },
        {
          path: paths.createBusinessAd.path,
          lazy: () => import('../features/business-ads/routes/create-business-ad'),
        },
        {
          path: paths.editBusinessAd.path,
          lazy: () => import('../features/business-ads/routes/edit-business-ad'),
        },
        {
          path: paths.savedAds.path,
          lazy: () => import('../features/favorites/routes/saved-ads'),
        },
        // Notice emails: public, the token in the link says whose emails stop.
        {
          path: paths.unsubscribe.path,
          lazy: () => import('../features/auth/routes/unsubscribe'),
        },
        { path: '*', lazy: () => import('./not-found') },
      ]),
    },
  ];
};

/** Route loaders prefetch into `queryClient`, the one the app's screens read. */
export const createRouter = (api: ApiClient, queryClient: QueryClient) =>
  createBrowserRouter(createRoutes(api, queryClient));
