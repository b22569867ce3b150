import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, SavedSearch, SavedSearchRequest } from '@marketplace/api-client';
import { useApiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-call';
import { queryKeys } from '../../lib/query-keys';

/**
 * Saving a search, shared by the land searches (home, /nekretnine) and /business (features never
 * import each other, so it lives here); the profile lists and deletes them.
 */

/** POST /api/saved-searches: the search's parameters (without `cursor`) and how often to email. */
export function createSavedSearch(api: ApiClient, request: SavedSearchRequest) {
  return unwrap<SavedSearch>(
    api.POST('/api/saved-searches', { body: request }),
    'Saving the search failed',
  );
}

/** Saves a search; the profile's list loads again. A failure is logged and shown by the caller. */
export function useSaveSearchMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavedSearchRequest) => createSavedSearch(api, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all }),
    onError: (error) => console.error('Saving the search failed', error),
  });
}
