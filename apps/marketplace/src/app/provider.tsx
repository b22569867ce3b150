import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@marketplace/api-client';
import { ApiClientContext, createBrowserApiClient } from '../lib/api-client';
import { SessionProvider } from '../lib/auth';
import { UnreadProvider } from '../features/messages/components/unread-provider';

export function AppProvider({
  children,
  apiClient,
  now,
}: {
  children: ReactNode;
  apiClient?: ApiClient;
  now?: () => number;
}) {
  const client = useMemo(() => apiClient ?? createBrowserApiClient(), [apiClient]);
  return (
    <ApiClientContext.Provider value={client}>
      <SessionProvider now={now}>
        <UnreadProvider>{children}</UnreadProvider>
      </SessionProvider>
    </ApiClientContext.Provider>
  );
}
