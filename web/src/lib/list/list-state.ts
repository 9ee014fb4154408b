import type { SortingState } from '@tanstack/react-table';

/**
 * A server-paged list's whole query, kept in the URL (page, pageSize, sort, q and the list's own filters), so a
 * reload, a shared link or the back button shows the same page. Pure functions; `use-list-state.ts` binds them to
 * the router.
 *
 * API:
 * - `defineListSpec({ sortFields, defaultSort, filters })`: what a list accepts. `filters` maps each filter's URL
 *   name to its allowed values (use the contract's enum options so the values are the API's), or to `anyText` for a
 *   filter whose values the company makes up (an item category), which takes any non-blank text.
 * - `parseListState(searchParams, spec)`: the state; unknown or malformed values fall back to the defaults.
 * - `listStateToSearch(state, spec)`: URL search params holding only what differs from the defaults.
 * - `listQuery(state)`: the API's list query (`page`, `pageSize`, `sort`, `q`, filters), for the list endpoint.
 * - `sortToSorting` / `sortingToSort`: `-field` ⇄ the DataTable's SortingState (column id = sort field).
 */

export type SortValue<S extends string> = S | `-${S}`;
/** A filter's values are open (categories the company made up): any non-blank text, as its value type `string`. */
export const anyText = 'ANY_TEXT';
export type FilterOptions = Record<string, readonly string[] | typeof anyText>;
export type ListFilters<F extends FilterOptions> = { [K in keyof F]?: F[K][number] };

export interface ListSpec<S extends string, F extends FilterOptions> {
  sortFields: readonly [S, ...S[]];
  defaultSort: SortValue<S>;
  filters: F;
  /** The page sizes offered; the first is the default. */
  pageSizes: readonly [number, ...number[]];
}

export interface ListState<S extends string, F extends FilterOptions> {
  page: number;
  pageSize: number;
  sort: SortValue<S>;
  /** The search text as typed; '' for none. */
  q: string;
  filters: ListFilters<F>;
}

export type ListQuery<S extends string, F extends FilterOptions> = {
  page: number;
  pageSize: number;
  sort: SortValue<S>;
  q?: string;
} & ListFilters<F>;

export const defaultPageSizes = [20, 50, 100] as const;

export function defineListSpec<const S extends string, const F extends FilterOptions>(
  spec: Omit<ListSpec<S, F>, 'pageSizes'> & { pageSizes?: readonly [number, ...number[]] },
): ListSpec<S, F> {
  return { ...spec, pageSizes: spec.pageSizes ?? defaultPageSizes };
}

const positiveInteger = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
};

function parseSort<S extends string>(text: string | null, spec: ListSpec<S, FilterOptions>): SortValue<S> {
  const field = text?.startsWith('-') ? text.slice(1) : text;
  return field !== null && field !== undefined && (spec.sortFields as readonly string[]).includes(field)
    ? (text as SortValue<S>)
    : spec.defaultSort;
}

export function parseListState<S extends string, F extends FilterOptions>(
  search: URLSearchParams,
  spec: ListSpec<S, F>,
): ListState<S, F> {
  const pageSize = positiveInteger(search.get('pageSize'));
  const filters: ListFilters<F> = {};
  for (const [name, allowed] of Object.entries(spec.filters) as [keyof F & string, FilterOptions[string]][]) {
    const value = allowed === anyText ? search.get(name)?.trim() : search.get(name);
    if (value && (allowed === anyText || allowed.includes(value))) filters[name] = value as F[typeof name][number];
  }
  return {
    page: positiveInteger(search.get('page')) ?? 1,
    pageSize: pageSize !== null && spec.pageSizes.includes(pageSize) ? pageSize : spec.pageSizes[0],
    sort: parseSort(search.get('sort'), spec),
    q: search.get('q')?.trim() ?? '',
    filters,
  };
}

export function listStateToSearch<S extends string, F extends FilterOptions>(
  state: ListState<S, F>,
  spec: ListSpec<S, F>,
): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  for (const name of Object.keys(spec.filters)) {
    const value = state.filters[name];
    if (value !== undefined) search.set(name, value);
  }
  if (state.sort !== spec.defaultSort) search.set('sort', state.sort);
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.pageSize !== spec.pageSizes[0]) search.set('pageSize', String(state.pageSize));
  return search;
}

export function listQuery<S extends string, F extends FilterOptions>(state: ListState<S, F>): ListQuery<S, F> {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    ...(state.q ? { q: state.q } : {}),
    ...state.filters,
  };
}

export function sortToSorting(sort: string): SortingState {
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

/** The table cleared its sorting (a third click): the list's default order applies again. */
export function sortingToSort<S extends string>(sorting: SortingState, spec: ListSpec<S, FilterOptions>): SortValue<S> {
  const [first] = sorting;
  if (!first) return spec.defaultSort;
  return parseSort(first.desc ? `-${first.id}` : first.id, spec);
}
