import { useEffect, useEffectEvent, useMemo, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { searchTotalText, texts } from '@marketplace/domain';
import { Button, Spinner } from '@marketplace/ui';
import * as css from './search-results.css';
import { LoadFailed } from './load-failed';

/** One answer of a search endpoint: `{ items, total, total_is_lower_bound, next_cursor }`. */
export interface SearchPage<T> {
  items: T[];
  total: number;
  /** More than `total` match (domain boundedTotal). */
  total_is_lower_bound: boolean;
  next_cursor: string | null;
}

export interface SearchResultsProps<T extends { id: number }> {
  /** The search's `useInfiniteQuery` result. */
  search: UseInfiniteQueryResult<InfiniteData<SearchPage<T>, unknown>>;
  /** Announced while the first page loads. */
  loadingLabel: string;
  /** spec §8: the list's load failure text. */
  loadFailed: string;
  /** What shows when nothing matches. */
  empty: ReactNode;
  /** The cards of the ads loaded so far. */
  children: (items: readonly T[]) => ReactNode;
}

/** The cards above the fold on a phone or a wide screen: their pictures load first. */
export const PRIORITY_CARDS = 3;

// The next page starts loading this far before the end of the list comes into view.
const PRELOAD_MARGIN = '600px 0px';

/**
 * The results of a server-side search: the first page at once, the count of every match
 * ('Pronađeno oglasa: N', the server's total; 'Više od 10.000 oglasa' past its bound), and the next page when the end of the list
 * scrolls into view or on 'Prikaži još'. While a new search loads, the previous results stay,
 * dimmed and marked busy.
 */
export function SearchResults<T extends { id: number }>({
  search,
  loadingLabel,
  loadFailed,
  empty,
  children,
}: SearchResultsProps<T>) {
  const { data, isError, isFetchNextPageError, isPlaceholderData } = search;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch, isFetching } = search;
  // Keyset pages never overlap; an ad listed twice (e.g. moved by an edit between pages) once.
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (data?.pages ?? []).flatMap((page) =>
      page.items.filter((item) => !seen.has(item.id) && seen.add(item.id)),
    );
  }, [data]);
  const pages = data?.pages.length ?? 0;
  // The newest page knows the newest total.
  const newest = data?.pages[pages - 1];
  const total = newest?.total ?? 0;
  const bounded = newest?.total_is_lower_bound ?? false;

  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  });
  const autoLoad =
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isPlaceholderData;
  useEffect(() => {
    const target = sentinel.current;
    if (!autoLoad || !target || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, pages]);

  // A failed search shows the error, not the results from before it, with 'Pokušaj ponovo' (it
  // also tries again by itself on focus and reconnect, lib/react-query.ts); a failed next page
  // keeps the pages already shown.
  if (isError && !isFetchNextPageError) {
    return <LoadFailed message={loadFailed} retrying={isFetching} onRetry={refetch} />;
  }
  if (!data) return <Spinner label={loadingLabel} />;

  const stale = isPlaceholderData;
  return (
    <div
      className={stale ? `${css.results} ${css.stale}` : css.results}
      aria-busy={stale || undefined}
    >
      {items.length === 0 ? (
        empty
      ) : (
        <>
          <p className={css.summary} role="status">
            {searchTotalText({ total, total_is_lower_bound: bounded })}
          </p>
          {children(items)}
          {isFetchNextPageError ? (
            <LoadFailed
              message={loadFailed}
              retrying={isFetchingNextPage}
              onRetry={fetchNextPage}
            />
          ) : null}
          {hasNextPage ? (
            <div className={css.more} ref={sentinel}>
              <Button
                variant="outline"
                loading={isFetchingNextPage}
                disabled={stale}
                onClick={() => void fetchNextPage()}
              >
                {bounded
                  ? texts.home.showMoreOfMany
                  : texts.home.showMore(Math.max(total - items.length, 0))}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
