import { Link } from 'react-router';
import type { Favorite } from '@marketplace/api-client';
import { texts } from '@marketplace/domain';
import { Alert, Button, EmptyState, Spinner } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { RequireAuth } from '../../../lib/auth';
import { useFavoriteMutation, useFavorites } from '../../../entities/favorites/favorites';
import { SavedAdCard } from '../components/saved-ad-card';
import * as css from '../../../components/page.css';

const text = texts.favorites;
const keyOf = (favorite: Favorite) => `${favorite.ad_type}-${favorite.ad_id}`;

function SavedAdsList({ favorites }: { favorites: Favorite[] }) {
  const change = useFavoriteMutation();
  if (favorites.length === 0) {
    return (
      <EmptyState
        title={text.empty}
        description={text.emptyHint}
        action={
          <Button asChild>
            <Link to={paths.realEstate.href()}>{text.search}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className={css.grid} aria-label={text.title}>
        {favorites.map((favorite) => (
          <li key={keyOf(favorite)}>
            <SavedAdCard
              favorite={favorite}
              // Leaves the list at once; a failure brings it back with a toast.
              onRemove={() => change.mutate({ entry: favorite, saved: false })}
            />
          </li>
        ))}
      </ul>
      <p className={css.muted}>{`${text.total}: ${favorites.length}`}</p>
    </>
  );
}

function SavedAdsScreen() {
  const { data, isError } = useFavorites();
  return (
    <div className={css.page}>
      <title>{texts.site.pageTitle(text.title)}</title>
      <h1 className={css.title}>{text.title}</h1>
      {isError ? (
        <Alert tone="danger">{text.loadFailed}</Alert>
      ) : data ? (
        <SavedAdsList favorites={data} />
      ) : (
        <Spinner label={text.loading} />
      )}
    </div>
  );
}

/** 'Sačuvani oglasi': the signed-in user's saved ads, newest saved first. */
export function Component() {
  return (
    <RequireAuth>
      <SavedAdsScreen />
    </RequireAuth>
  );
}

export default Component;
