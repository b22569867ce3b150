import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, SavedSearch } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { unwrap } from '../../../lib/api-call';
import { useApiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/saved-searches: the signed-in user's saved searches, newest first. */
export function listSavedSearches(api: ApiClient) {
  return unwrap<SavedSearch[]>(api.GET('/api/saved-searches'), 'Loading saved searches failed');
}

export const savedSearchesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: queryKeys.savedSearches.mine(userId),
    queryFn: async () => {
      try {
        return await listSavedSearches(api);
      } catch (failure) {
        console.error('Loading saved searches failed', failure);
        throw failure;
      }
    },
  });

export function useSavedSearches(userId: number) {
  const api = useApiClient();
  return useQuery(savedSearchesQuery(api, userId));
}

/** DELETE /api/saved-searches/{id}. */
export function deleteSavedSearch(api: ApiClient, id: number) {
  return unwrap(
    api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } }),
    `Deleting saved search ${id} failed`,
  );
}

/** Deletes a saved search: it leaves the list at once, and a toast confirms or reports it. */
export function useDeleteSavedSearchMutation(userId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => deleteSavedSearch(api, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedSearch[]>(queryKeys.savedSearches.mine(userId), (searches) =>
        searches?.filter((search) => search.id !== id),
      );
      toast.show(texts.savedSearches.deleted, { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all });
    },
    onError: (error) => {
      console.error('Deleting the saved search failed', error);
      toast.show(texts.savedSearches.deleteFailed, { tone: 'danger' });
    },
  });
}
