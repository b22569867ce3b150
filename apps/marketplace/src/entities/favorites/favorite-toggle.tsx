import { useCallback, useMemo } from 'react';
import type { AdType } from '@marketplace/api-client';
import { can } from '@marketplace/domain';
import { FavoriteButton, type CardFavorite } from '@marketplace/ui';
import { useSession } from '../../lib/auth';
import { useFavoriteMutation, useFavorites, useIsFavorite, type FavoriteEntry } from './favorites';

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
): (entry: FavoriteEntry) => CardFavorite | undefined {
  const canSave = useCanSave();
  const { data } = useFavorites();
  const change = useFavoriteMutation();
  const saved = useMemo(
    () =>
      new Set(
        (data ?? []).filter((favorite) => favorite.ad_type === adType).map(({ ad_id }) => ad_id),
      ),
    [data, adType],
  );
  const { mutate } = change;
  return useCallback(
    (entry: FavoriteEntry) =>
      canSave
        ? {
            saved: saved.has(entry.ad_id),
            onSavedChange: (next: boolean) => mutate({ entry, saved: next }),
          }
        : undefined,
    [canSave, saved, mutate],
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
