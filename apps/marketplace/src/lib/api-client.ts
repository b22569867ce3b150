import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient } from '@marketplace/api-client';
import { currentLanguage } from '@marketplace/domain';
import { readToken } from './auth/token-storage';

/**
 * spec §7: authenticated calls send a bearer token taken from browser storage. The client is made
 * by a factory so tests and stories can create it after their mocks are listening. The server
 * answers in the page's language (`Accept-Language`).
 */
export function createBrowserApiClient(baseUrl = window.location.origin): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: readToken,
    getLanguage: currentLanguage,
  });
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientContext.Provider>');
  return client;
}
