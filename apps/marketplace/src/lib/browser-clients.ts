import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@marketplace/api-client';
import { createBrowserApiClient } from './api-client';
import { createQueryClient } from './react-query';

let clients: { api: ApiClient; queryClient: QueryClient } | undefined;

/**
 * The browser's one api client and query client: the app's screens read them, and the route
 * modules' `clientLoader`s fetch into them ahead of a screen. Browser only.
 */
export function browserClients(): { api: ApiClient; queryClient: QueryClient } {
  clients ??= { api: createBrowserApiClient(), queryClient: createQueryClient() };
  return clients;
}
