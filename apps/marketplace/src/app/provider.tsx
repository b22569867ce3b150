import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import {
  PrimitiveLabelsContext,
  ToastStateProvider,
  uiTexts,
  type ToastRegionProps,
} from '@marketplace/ui';
import { ApiClientContext, createBrowserApiClient } from '../lib/api-client';
import { SessionProvider, type SessionUser } from '../lib/auth';
import { createQueryClient } from '../lib/react-query';
import { UnreadProvider } from '../features/messages/components/unread-provider';

const LazyToastRegion = lazy(() => import('./toast-region'));

/**
 * The toasts' region: its code (Radix Toast) loads right after the first page, not with it, and
 * the region is in place before any toast is shown (a toast is announced through it).
 */
const renderToasts = (region: ToastRegionProps) => (
  <Suspense fallback={null}>
    <LazyToastRegion {...region} />
  </Suspense>
);

export function AppProvider({
  children,
  apiClient,
  queryClient,
  now,
  viewer,
}: {
  children: ReactNode;
  apiClient?: ApiClient;
  /** Default: a new client for this provider (each story and test mounts its own). */
  queryClient?: QueryClient;
  now?: () => number;
  /** The user the server rendered the page for (SessionProvider `viewer`). */
  viewer?: SessionUser | null;
}) {
  const client = useMemo(() => apiClient ?? createBrowserApiClient(), [apiClient]);
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  return (
    // The design system's own labels (the spinner's, the notifications') in the page's language.
    <PrimitiveLabelsContext.Provider value={uiTexts}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>
        <ApiClientContext.Provider value={client}>
          <SessionProvider now={now} viewer={viewer}>
            <UnreadProvider>
              {/* Confirmations after an action outlive the screen that navigates away. */}
              <ToastStateProvider renderRegion={renderToasts}>{children}</ToastStateProvider>
            </UnreadProvider>
          </SessionProvider>
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </PrimitiveLabelsContext.Provider>
  );
}
