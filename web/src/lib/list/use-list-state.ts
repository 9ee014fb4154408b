import type { OnChangeFn, PaginationState, SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveSearch } from '../routing/use-search-patch.ts';
import {
  type FilterOptions,
  type ListFilters,
  type ListQuery,
  type ListSpec,
  type ListState,
  listQuery,
  listStateToSearch,
  parseListState,
  sortingToSort,
  sortToSorting,
} from './list-state.ts';

/** What `useListState` returns; `ListStateHandleOf<typeof spec>` types a prop that receives it. */
export interface ListStateHandle<S extends string, F extends FilterOptions> {
  state: ListState<S, F>;
  query: ListQuery<S, F>;
  filtered: boolean;
  setSearch(q: string): void;
  setFilter<K extends keyof F>(name: K, value: F[K][number] | undefined): void;
  clearFilters(): void;
  table: {
    pagination: PaginationState;
    onPaginationChange: OnChangeFn<PaginationState>;
    sorting: SortingState;
    onSortingChange: OnChangeFn<SortingState>;
  };
}

export type ListStateHandleOf<Spec> = Spec extends ListSpec<infer S, infer F> ? ListStateHandle<S, F> : never;

/**
 * A list screen's state in the URL search params (see list-state.ts for the format).
 *
 * API: `const list = useListState(spec)` →
 * - `list.state` (page, pageSize, sort, q, filters) and `list.query` (for the API and the loader's query key);
 * - `list.setSearch(q)`, `list.setFilter(name, value | undefined)`, `list.clearFilters()`: back to page 1;
 * - `list.table`: `pagination`, `onPaginationChange`, `sorting`, `onSortingChange`, to spread on `<DataTable>`;
 * - `list.filtered`: whether a search or a filter narrows the list (an empty list then means "no matches").
 * Search typing replaces the history entry; paging, sorting and filters push one, so Back undoes them.
 */
export function useListState<S extends string, F extends FilterOptions>(spec: ListSpec<S, F>): ListStateHandle<S, F> {
  const [search, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(search, spec), [search, spec]);
  // A change builds on the live URL, or choosing a kind and then a role quickly would drop the kind.
  const live = useLiveSearch();
  const latest = useCallback((): ListState<S, F> => parseListState(live(), spec), [live, spec]);

  const update = useCallback(
    (change: (base: ListState<S, F>) => Partial<ListState<S, F>>, replace = false) => {
      const base = latest();
      const patch = change(base);
      const next = { ...base, ...patch };
      // Anything but paging changes what page 1 holds; staying on page 7 of another result makes no sense.
      if (patch.page === undefined) next.page = 1;
      setSearchParams(listStateToSearch(next, spec), { replace });
    },
    [latest, spec, setSearchParams],
  );

  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.pageSize };
  const sorting = useMemo(() => sortToSorting(state.sort), [state.sort]);
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) =>
    update((base) => {
      const current = { pageIndex: base.page - 1, pageSize: base.pageSize };
      const next = typeof updater === 'function' ? updater(current) : updater;
      return next.pageSize !== base.pageSize ? { pageSize: next.pageSize } : { page: next.pageIndex + 1 };
    });
  const onSortingChange: OnChangeFn<SortingState> = (updater) =>
    update((base) => {
      const next = typeof updater === 'function' ? updater(sortToSorting(base.sort)) : updater;
      return { sort: sortingToSort(next, spec) };
    });

  return {
    state,
    query: useMemo(() => listQuery(state), [state]),
    filtered: state.q !== '' || Object.values(state.filters).some((value) => value !== undefined),
    setSearch: (q: string) => update(() => ({ q: q.trim() }), true),
    setFilter: (name, value) => update((base) => ({ filters: { ...base.filters, [name]: value } as ListFilters<F> })),
    clearFilters: () => update(() => ({ q: '', filters: {} })),
    table: { pagination, onPaginationChange, sorting, onSortingChange },
  };
}
