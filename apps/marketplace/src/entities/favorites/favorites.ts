import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdType, ApiClient, Favorite } from '@marketplace/api-client';
import { can, texts } from '@marketplace/domain';
import { useToast } from '@marketplace/ui';
import { useApiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-call';
import { useSession } from '../../lib/auth';
import { favoritesQuery } from './favorites-query';
import { queryKeys } from '../../lib/query-keys';

export { favoritesQuery, listFavorites } from './favorites-query';

/**
 * Saved ads, shared by every screen that shows a heart (the land and business lists, both ad
 * pages) and by 'Sačuvani oglasi' (features never import each other, so this lives here). The
 * list of GET /api/favorites is the one source of which ads are saved: the list endpoints carry no
 * such flag, and the ad pages' `is_favorite` only stands in until the list has loaded.
 */

/** What a card knows about an ad it may save: a saved entry without its `saved_at`. */
export type FavoriteEntry = Omit<Favorite, 'saved_at'>;

/** An ad as the lists and ad pages have it. */
interface SavableAd {
  id: number;
  title: string;
  price: number;
  thumbnail?: string | null;
  country_id: number;
  city_id: number;
  status?: Favorite['status'];
  deleted?: boolean;
}

export function favoriteEntryOf(adType: AdType, ad: SavableAd): FavoriteEntry {
  return {
    ad_type: adType,
    ad_id: ad.id,
    title: ad.title,
    price: ad.price,
    thumbnail: ad.thumbnail ?? null,
    country_id: ad.country_id,
    city_id: ad.city_id,
    status: ad.status ?? 'active',
    deleted: ad.deleted ?? false,
  };
}

const isEntry = (favorite: FavoriteEntry, adType: AdType, adId: number) =>
  favorite.ad_type === adType && favorite.ad_id === adId;

/** PUT /api/favorites/{adType}/{id} (idempotent). */
export function saveFavorite(api: ApiClient, adType: AdType, id: number): Promise<Favorite> {
  return unwrap<Favorite>(
    api.PUT('/api/favorites/{adType}/{id}', { params: { path: { adType, id } } }),
    'Saving the ad failed',
  );
}

/** DELETE /api/favorites/{adType}/{id} (idempotent). */
export async function removeFavorite(api: ApiClient, adType: AdType, id: number): Promise<void> {
  await unwrap(
    api.DELETE('/api/favorites/{adType}/{id}', { params: { path: { adType, id } } }),
    'Removing the saved ad failed',
  );
}

/** The signed-in user's saved ads; nothing is asked for a visitor. */
export function useFavorites() {
  const api = useApiClient();
  const { user } = useSession();
  const userId = user && can(user.userType, 'saveFavorites') ? user.id : null;
  return useQuery(favoritesQuery(api, userId));
}

/** Whether an ad is saved: by the list once it has loaded, else by `fallback` (`is_favorite`). */
export function useIsFavorite(adType: AdType, adId: number, fallback = false): boolean {
  const { data } = useFavorites();
  return data ? data.some((favorite) => isEntry(favorite, adType, adId)) : fallback;
}

export interface FavoriteChange {
  entry: FavoriteEntry;
  /** The state asked for: true saves the ad, false removes it. */
  saved: boolean;
}

/**
 * Saves or removes an ad. The heart (and the list) change at once; a failure puts the entry back
 * as it was and says so in a toast. The list is asked again once the last change has settled.
 */
export function useFavoriteMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const listKey = queryKeys.favorites.list(userId);
  // The ad page's own flag, for the heart shown before the list has loaded.
  const setDetailFlag = ({ ad_type, ad_id }: FavoriteEntry, saved: boolean) =>
    queryClient.setQueryData<{ is_favorite?: boolean }>(
      ad_type === 'business'
        ? queryKeys.businessAds.detail(ad_id, userId)
        : queryKeys.landAds.detail(ad_id),
      (ad) => (ad ? { ...ad, is_favorite: saved } : ad),
    );

  return useMutation({
    mutationKey: queryKeys.favorites.all,
    mutationFn: async ({ entry, saved }: FavoriteChange): Promise<Favorite | null> => {
      if (saved) return saveFavorite(api, entry.ad_type, entry.ad_id);
      await removeFavorite(api, entry.ad_type, entry.ad_id);
      return null;
    },
    onMutate: async ({ entry, saved }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient
        .getQueryData<Favorite[]>(listKey)
        ?.find((favorite) => isEntry(favorite, entry.ad_type, entry.ad_id));
      queryClient.setQueryData<Favorite[]>(listKey, (list) => {
        if (!list) return list;
        const others = list.filter((favorite) => !isEntry(favorite, entry.ad_type, entry.ad_id));
        return saved
          ? [before ?? { ...entry, saved_at: new Date().toISOString() }, ...others]
          : others;
      });
      setDetailFlag(entry, saved);
      return { before };
    },
    onSuccess: (answer, { entry }) => {
      if (!answer) return;
      queryClient.setQueryData<Favorite[]>(listKey, (list) =>
        list?.map((favorite) =>
          isEntry(favorite, entry.ad_type, entry.ad_id) ? answer : favorite,
        ),
      );
    },
    onError: (_error, { entry, saved }, context) => {
      // Only this ad's entry goes back: other changes in flight keep theirs.
      queryClient.setQueryData<Favorite[]>(listKey, (list) => {
        if (!list) return list;
        const others = list.filter((favorite) => !isEntry(favorite, entry.ad_type, entry.ad_id));
        return context?.before ? [context.before, ...others] : others;
      });
      setDetailFlag(entry, !saved);
      toast.show(saved ? texts.favorites.saveFailed : texts.favorites.removeFailed, {
        tone: 'danger',
      });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: queryKeys.favorites.all }) === 1) {
        void queryClient.invalidateQueries({ queryKey: listKey });
      }
    },
  });
}
