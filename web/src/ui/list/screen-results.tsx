import type { ReactNode } from 'react';
import type { FilterOptions } from '../../lib/list/list-state.ts';
import { ListEmptyState } from './list-empty-state.tsx';
import { ListResults, type ListResultsProps } from './list-results.tsx';
import type { ListScreen } from './use-list-screen.ts';

export interface ScreenResultsProps<S extends string, F extends FilterOptions, T extends { id: number }>
  extends Pick<ListResultsProps<T>, 'query' | 'caption'> {
  /** From `useListScreen`: the list's state and the columns shown. */
  screen: ListScreen<S, F, T>;
  /** The first-use invitation's words (translated), shown when the company has no rows at all. */
  empty: { title: string; body: string };
  /** The invitation's call to action, usually the area's create link (nothing for a role that may not write). */
  action?: ReactNode;
}

/**
 * A list screen's results under its toolbar: `<ListResults>` fed from `useListScreen`, with a `<ListEmptyState>`
 * made from `empty` and `action`.
 */
export function ScreenResults<S extends string, F extends FilterOptions, T extends { id: number }>({
  screen,
  query,
  caption,
  empty,
  action,
}: ScreenResultsProps<S, F, T>) {
  return (
    <ListResults
      query={query}
      list={screen.list}
      columns={screen.tableColumns}
      caption={caption}
      empty={<ListEmptyState title={empty.title} body={empty.body} action={action} />}
    />
  );
}
