import { favoriteInPageScript } from '../../lib/page-script';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, Favorite } from '@marketplace/api-client';
import { unwrap } from '../../lib/api-call';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/favorites: newest saved first, sold and deleted ads included (marked so). */
export function listFavorites(api: ApiClient): Promise<Favorite[]> {
  return unwrap<Favorite[]>(api.GET('/api/favorites'), 'Loading the saved ads failed').then(
    (favorites) => favorites.map(favoriteInPageScript),
  );
}

/**
 * The viewer's saved ads (the hearts of the lists and ad pages); nothing is asked without a viewer
 * who may save. Apart from the hooks of favorites.ts, so a route's loader can ask for it too.
 */
export const favoritesQuery = (api: ApiClient, userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.favorites.list(userId),
    queryFn: () => listFavorites(api),
    enabled: userId !== null,
  });
