import { Link } from 'react-router';
import type { SavedSearch } from '@marketplace/api-client';
import { describeSavedSearch, savedSearchQuery, texts } from '@marketplace/domain';
import { Alert, Button, Chip, EmptyState, Spinner } from '@marketplace/ui';
import { paths } from '../../../config/paths';
import { useDeleteSavedSearchMutation, useSavedSearches } from '../api/saved-searches';
import * as css from './profile.css';

const text = texts.savedSearches;

/** The list a saved search opens, with its criteria in the address as the list keeps them. */
function searchHref(search: SavedSearch): string {
  const list = search.kind === 'business' ? paths.business.href() : paths.realEstate.href();
  const query = savedSearchQuery(search.params);
  return query === '' ? list : `${list}?${query}`;
}

function SavedSearchRow({ search, userId }: { search: SavedSearch; userId: number }) {
  const remove = useDeleteSavedSearchMutation(userId);
  const summary = describeSavedSearch(search.params).join(' · ') || text.allAds;
  return (
    <li className={css.savedSearch}>
      <div className={css.savedSearchText}>
        <Chip tone={search.kind === 'business' ? 'info' : 'primary'} size="sm">
          {text.kinds[search.kind]}
        </Chip>
        <p className={css.value}>{summary}</p>
        <p className={css.muted}>
          {text.frequencyLabel}: {text.frequencies[search.frequency]}
        </p>
      </div>
      <div className={css.rowActions}>
        <Button asChild variant="outline" size="sm">
          <Link to={searchHref(search)}>{text.open}</Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={text.deleteLabel(summary)}
          loading={remove.isPending}
          onClick={() => remove.mutate(search.id)}
        >
          {text.delete}
        </Button>
      </div>
    </li>
  );
}

/** The profile's saved searches: what each looks for, how often it emails, open and delete. */
export function SavedSearchesSection({ userId }: { userId: number }) {
  const searches = useSavedSearches(userId);
  return (
    <section className={css.panel} aria-labelledby="profile-saved-searches">
      <h2 id="profile-saved-searches" className={css.panelTitle}>
        {text.title}
      </h2>
      {searches.isPending ? (
        <Spinner label={text.loading} showLabel />
      ) : searches.isError ? (
        <Alert tone="danger">{text.loadFailed}</Alert>
      ) : searches.data.length === 0 ? (
        <EmptyState titleAs="p" title={text.empty} description={text.emptyHint} />
      ) : (
        <ul className={css.savedSearches} aria-label={text.title}>
          {searches.data.map((search) => (
            <SavedSearchRow key={search.id} search={search} userId={userId} />
          ))}
        </ul>
      )}
    </section>
  );
}
