import type { SortingState } from '@tanstack/react-table';

/**
 * A header click's next sorting, computed from the sorting it is given rather than the one last rendered: a list
 * whose sort lives in the URL may render a click late on a busy machine, and a second click must still flip the
 * direction. The cycle is TanStack's: the first direction, then the other, then unsorted.
 */
export function nextSorting(current: SortingState, columnId: string, firstDesc: boolean): SortingState {
  const sorted = current.find((entry) => entry.id === columnId);
  if (!sorted) return [{ id: columnId, desc: firstDesc }];
  if (sorted.desc === firstDesc) return [{ id: columnId, desc: !firstDesc }];
  return [];
}
