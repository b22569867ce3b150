import { useCallback, useMemo } from 'react';
import type { AdType } from '@marketplace/api-client';
import { can } from '@marketplace/domain';
import { FavoriteButton, type CardFavorite } from '@marketplace/ui';
import { useSession } from '../../lib/auth';
import {
  favoriteEntryOf,
  useFavoriteMutation,
  useFavorites,
  useIsFavorite,
  type FavoriteEntry,
} from './favorites';

/** Whether the signed-in user may save ads (every role may; visitors see no heart). */
function useCanSave(): boolean {
  const { user } = useSession();
  return user !== null && can(user.userType, 'saveFavorites');
}

/**
 * The hearts of a grid's cards (AdCard / BusinessCard `favorite`), none for a visitor: the grid
 * asks the saved list and makes its change once, and each card only looks its ad up in a set.
 */
export function useCardFavorites(
  adType: AdType,
): (ad: Parameters<typeof favoriteEntryOf>[1]) => CardFavorite | undefined {
  const canSave = useCanSave();
  const { data } = useFavorites();
  const { mutate } = useFavoriteMutation();
  const saved = useMemo(
    () =>
      new Set(
        (data ?? []).filter((favorite) => favorite.ad_type === adType).map(({ ad_id }) => ad_id),
      ),
    [data, adType],
  );
  return useCallback(
    (ad) =>
      canSave
        ? {
            saved: saved.has(ad.id),
            onSavedChange: (next: boolean) =>
              mutate({ entry: favoriteEntryOf(adType, ad), saved: next }),
          }
        : undefined,
    [canSave, saved, mutate, adType],
  );
}

export interface FavoriteToggleProps {
  entry: FavoriteEntry;
  /** The ad page's `is_favorite`, shown until the saved list has loaded. */
  initialSaved?: boolean;
}

/** The heart with its label on an ad page; nothing for a visitor. */
export function FavoriteToggle({ entry, initialSaved = false }: FavoriteToggleProps) {
  const canSave = useCanSave();
  const saved = useIsFavorite(entry.ad_type, entry.ad_id, initialSaved);
  const change = useFavoriteMutation();
  // A deleted ad's page offers no heart: it cannot be saved, and one saved before is removed from
  // 'Sačuvani oglasi', where its card says it was deleted.
  if (!canSave || entry.deleted) return null;
  return (
    <FavoriteButton
      appearance="labelled"
      pressed={saved}
      onPressedChange={(next) => change.mutate({ entry, saved: next })}
    />
  );
}
