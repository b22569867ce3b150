import { HttpResponse } from 'msw';
import type { MockDb } from '../db';
import { errorResponse, mockMessages, noContent, type Resolvers } from '../http';
import { signedInUser } from '../session';

type FavoriteOperations = 'listFavorites' | 'saveFavorite' | 'removeFavorite';

export function favoriteResolvers(db: MockDb): Pick<Resolvers, FavoriteOperations> {
  return {
    listFavorites({ request }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const mine = db.favorites
        .filter((favorite) => favorite.user_id === user.id)
        .sort((a, b) => b.saved_at.localeCompare(a.saved_at));
      return HttpResponse.json(mine.map((favorite) => db.favoriteView(favorite)));
    },

    // Idempotent: a second save answers the first entry. A deleted ad is not newly saved.
    saveFavorite({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const adType = params.adType === 'business' ? 'business' : 'land';
      const adId = Number(params.id);
      let favorite = db.favorites.find(
        (entry) => entry.user_id === user.id && entry.ad_type === adType && entry.ad_id === adId,
      );
      if (!favorite) {
        const ad = db.anyAd(adType, adId);
        if (!ad || ad.deleted) {
          return errorResponse(
            404,
            adType === 'business' ? mockMessages.businessAdNotFound : mockMessages.adNotFound,
          );
        }
        favorite = {
          user_id: user.id,
          ad_type: adType,
          ad_id: adId,
          saved_at: new Date().toISOString(),
        };
        db.favorites.push(favorite);
      }
      return HttpResponse.json(db.favoriteView(favorite));
    },

    removeFavorite({ request, params }) {
      const user = signedInUser(db, request);
      if (!user) return errorResponse(401, mockMessages.unauthorized);
      const adId = Number(params.id);
      db.favorites = db.favorites.filter(
        (entry) =>
          !(entry.user_id === user.id && entry.ad_type === params.adType && entry.ad_id === adId),
      );
      return noContent();
    },
  };
}
