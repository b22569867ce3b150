import { useContext, useEffect, useEffectEvent, useMemo, useState } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { getCity, getCountry, toNumberBound, type FilterValue } from '@marketplace/domain';

/** How long typing pauses before the address (and so the search) follows it. */
export const SEARCH_TYPING_DEBOUNCE_MS = 300;

/** Every criterion of a list's search as the controls hold it: a string, or a list of strings. */
export type CriteriaRecord = Record<string, string | readonly string[]>;

/** How one list's search is kept in the address (`?q=…&price_max=…&sort=…`). */
export interface AddressCodec<C extends CriteriaRecord> {
  /** The criteria an address holds; what it cannot hold (an unknown country) is left out. */
  read(params: URLSearchParams): C;
  /** The address of the criteria: only the set ones, so an empty search is the bare path. */
  write(criteria: C): URLSearchParams;
  /** Criteria typed into a box (text, amounts): the address follows once typing pauses. */
  typed: readonly (keyof C)[];
  /**
   * Criteria whose change replaces the current history entry instead of adding one (the text box:
   * typing a word does not flood Back); any other change adds an entry.
   */
  replacing: readonly (keyof C)[];
}

const same = (a: string | readonly string[], b: string | readonly string[]) =>
  typeof a === 'string' || typeof b === 'string'
    ? a === b
    : a.length === b.length && a.every((value, index) => value === b[index]);

const changedKeys = <C extends CriteriaRecord>(a: C, b: C) =>
  Object.keys({ ...a, ...b }).filter((key) => !same(a[key] ?? '', b[key] ?? ''));

/**
 * A list's search in the address, so reload, Back/Forward and a shared link restore it exactly.
 * `criteria` is what the controls show (the address, plus typing not yet in it); `committed` is
 * the address's own, which the search runs on. A change to a select or a checkbox goes into the
 * address at once as a new history entry; typing follows after a pause of
 * SEARCH_TYPING_DEBOUNCE_MS, the text box replacing the current entry. Back/Forward drop typing
 * that has not reached the address yet.
 */
export function useSearchInAddress<C extends CriteriaRecord>(codec: AddressCodec<C>) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // Read from the address string only: a new params object for the same address keeps `committed`.
  const committed = useMemo(() => codec.read(new URLSearchParams(address)), [codec, address]);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The router's live state: a navigation that began a moment ago may not have re-rendered this
  // screen yet (the router renders in a transition), and the rendered `navigation` still says idle.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // `sent`: the change is on its way into the address (the router may first run a loader); the
  // controls show it meanwhile instead of flicking back to the old address.
  const [draft, setDraft] = useState<{ base: string; value: C; sent: boolean } | null>(null);
  // The address this hook last sent the router to, until it is there.
  const [landing, setLanding] = useState<string | null>(null);
  // Typing applies to the address it started from; after Back/Forward it no longer does. Typing
  // done while this hook's own change was on its way applies to where that change lands.
  const pending =
    draft !== null && (draft.base === address || (landing === address && !draft.sent))
      ? draft.value
      : null;
  const waiting = pending !== null && draft?.sent === false;
  const criteria = pending ?? committed;
  // A sent change has landed once the address moves on: forget it, so Back to its starting
  // address shows that address, not the change.
  useEffect(() => {
    const landed = landing === address;
    if (landed) setLanding(null);
    setDraft((current) => {
      if (current === null || current.base === address) return current;
      if (current.sent) return null;
      return landed ? { ...current, base: address } : current;
    });
  }, [address, landing]);

  const commit = (value: C, replace: boolean) => {
    const next = codec.write(value);
    if (next.toString() === address) return;
    setLanding(next.toString());
    setParams(next, { replace });
  };

  const commitTyping = useEffectEvent(() => {
    if (pending === null) return;
    // A link to another page was followed while typing: the typing stays behind, and the address
    // must not be changed under the navigation (that would cancel it).
    const live = router?.state.navigation ?? navigation;
    const leaving = live.state !== 'idle' && live.location?.pathname !== pathname;
    if (leaving) return;
    const replace = changedKeys(pending, committed).every((key) => codec.replacing.includes(key));
    commit(pending, replace);
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(commitTyping, SEARCH_TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [waiting, pending]);

  return {
    criteria,
    committed,
    /** The controls changed: typed criteria wait for a pause, any other change goes in now. */
    change(next: C) {
      const changed = changedKeys(next, criteria);
      if (changed.length === 0) return;
      if (changed.every((key) => codec.typed.includes(key))) {
        setDraft({ base: address, value: next, sent: false });
        return;
      }
      // Typing not yet in the address goes along with the change.
      setDraft({ base: address, value: next, sent: true });
      commit(next, false);
    },
    /** Reset: every criterion cleared, in the address too (a new history entry). */
    reset() {
      setDraft(null);
      if (address !== '') setParams(new URLSearchParams(), { replace: false });
    },
  };
}

/** Whether the criteria set any of `keys` (a text that is not '', a list that is not empty). */
export const anySet = <C extends CriteriaRecord>(criteria: C, keys: readonly (keyof C)[]) =>
  keys.some((key) => criteria[key]!.length > 0);

// Reading and writing the parameters of the search endpoints.

/** A country id the address may hold ('' when it names none of the five). */
export function countryParam(raw: string | null): string {
  const country = getCountry(raw);
  return country ? String(country.id) : '';
}

/** A city id of that country ('' otherwise: the city select offers only the country's cities). */
export function cityParam(raw: string | null, countryId: string): string {
  const city = getCity(raw);
  return city && String(city.countryId) === countryId ? String(city.id) : '';
}

/** The most a search amount may be (openapi.yaml `SearchAmount`). */
const AMOUNT_MAX = 999_999_999_999.99;
/** The longest search text the endpoints take (openapi.yaml `SearchText`). */
const TEXT_MAX = 200;

/**
 * An amount bound for the request: spec §5, a value that is not a number is ignored rather than
 * hiding every ad (so is one outside the contract's range, which the server would refuse).
 */
export function amountParam(value: string): number | undefined {
  const amount = toNumberBound(value);
  return amount !== undefined && amount >= 0 && amount <= AMOUNT_MAX ? amount : undefined;
}

/** The search text for the request: trimmed, at most the contract's length; none when blank. */
export function textParam(value: string): string | undefined {
  const text = value.trim().slice(0, TEXT_MAX).trim();
  return text === '' ? undefined : text;
}

/** A choice from a fixed list ('' when the address holds something else). */
export function choiceParam<T extends string>(raw: string | null, allowed: readonly T[]): T | '' {
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : '';
}

/** A control's value as the criteria keep it: unset is ''. */
export const inputValue = (value: FilterValue): string => (value == null ? '' : String(value));

/** Sets `name` when the value is not empty. */
/**
 * The address of `criteria`: each one under its parameter name, in the order of `names`; a list as
 * repeated parameters; blanks and defaults (the default sort) left out, so an empty search is the
 * bare path.
 */
export function criteriaAddress<C extends CriteriaRecord>(
  criteria: C,
  names: { readonly [K in keyof C]: string },
  defaults: Partial<C> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(names) as (keyof C & string)[]) {
    const value = criteria[key] ?? '';
    if (typeof value !== 'string') {
      for (const item of value) params.append(names[key], item);
    } else if (value !== '' && value !== defaults[key]) {
      params.set(names[key], value);
    }
  }
  return params;
}

/** The query's id as the endpoint takes it (a number), or none. */
export const idParam = (value: string): number | undefined =>
  value === '' ? undefined : Number(value);

/** `include_sold=true` (sold ads are left out of a search unless asked for); '' else. */
export const includeSoldParam = (params: URLSearchParams): '' | 'true' =>
  params.get('include_sold') === 'true' ? 'true' : '';

/** The criteria both ad searches have: the text, the place, the price range, the order, sold ads. */
export type SharedCriteria<S extends string> = {
  text: string;
  countryId: string;
  cityId: string;
  minPrice: string;
  maxPrice: string;
  sort: S;
  /** 'true' when sold ads are shown too (left out unless asked for). */
  includeSold: string;
};

/** Reads the criteria both ad searches have from an address; an unknown order is the newest. */
export function readSharedCriteria<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  newest: S,
): SharedCriteria<S> {
  const countryId = countryParam(params.get('country_id'));
  return {
    text: params.get('q') ?? '',
    countryId,
    cityId: cityParam(params.get('city_id'), countryId),
    minPrice: params.get('price_min') ?? '',
    maxPrice: params.get('price_max') ?? '',
    sort: choiceParam(params.get('sort'), sorts) || newest,
    includeSold: includeSoldParam(params),
  };
}

/**
 * The address of an ad search's criteria: the shared parameters around the kind's own, its type
 * after the place and its ranges after the price, as the links have always been written; the
 * newest order is left out.
 */
export function adCriteriaAddress<C extends SharedCriteria<string> & CriteriaRecord>(
  criteria: C,
  own: {
    types: { readonly [K in Exclude<keyof C, keyof SharedCriteria<string>>]?: string };
    ranges: { readonly [K in Exclude<keyof C, keyof SharedCriteria<string>>]?: string };
  },
): URLSearchParams {
  const names = {
    text: 'q',
    countryId: 'country_id',
    cityId: 'city_id',
    ...own.types,
    minPrice: 'price_min',
    maxPrice: 'price_max',
    ...own.ranges,
    sort: 'sort',
    includeSold: 'include_sold',
  } as { readonly [K in keyof C]: string };
  const defaults: Partial<SharedCriteria<string>> = { sort: 'newest' };
  return criteriaAddress(criteria, names, defaults as Partial<C>);
}
