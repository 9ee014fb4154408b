import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a create or an update: the answer is the record as saved, so its detail shows it without asking again.
 * Anything else of the area (list pages, the next code, categories) may have changed; it is only marked stale, not
 * refetched, because a save leaves the screen and the next screen's loader reads what it shows.
 */
export async function storeSaved(queryClient: QueryClient, areaKey: QueryKey, detailKey: QueryKey, saved: unknown) {
  await queryClient.invalidateQueries({ queryKey: areaKey, refetchType: 'none' });
  queryClient.setQueryData(detailKey, saved);
}

/** What a delete answers: DELETED, or ARCHIVED (made inactive) when other records refer to the record. */
export type RemoveOutcome = 'DELETED' | 'ARCHIVED';

/**
 * After a delete. A deleted record's detail is not refetched (it would only answer 404 while the screen leaves);
 * an archived one is, where it shows, so the page can say it is inactive. The rest of the area is marked stale.
 */
export function storeRemoved(queryClient: QueryClient, areaKey: QueryKey, outcome: RemoveOutcome) {
  return queryClient.invalidateQueries({ queryKey: areaKey, refetchType: outcome === 'DELETED' ? 'none' : 'active' });
}

/**
 * The create, update and delete mutations of an area whose records are read at `detailKey(id)`: a save stores the
 * answer (`storeSaved`), a delete marks the area stale (`storeRemoved`).
 */
export function recordMutations(queryClient: QueryClient, areaKey: QueryKey, detailKey: (id: number) => QueryKey) {
  return {
    save: <TInput, TSaved extends { id: number }>(save: (input: TInput) => Promise<TSaved>) =>
      mutationOptions({
        mutationFn: save,
        onSuccess: (saved: TSaved) => storeSaved(queryClient, areaKey, detailKey(saved.id), saved),
      }),
    remove: (remove: () => Promise<RemoveOutcome>) =>
      mutationOptions({ mutationFn: remove, onSuccess: (outcome) => storeRemoved(queryClient, areaKey, outcome) }),
  };
}

/**
 * A mutation after which anything under `areaKey` may have changed: on success the area is marked stale and
 * refetched where it shows, or with `refetchType: 'none'` only marked (the screen leaves; the next loader reads).
 */
export function staleAfter<TInput, TResult>(
  queryClient: QueryClient,
  areaKey: QueryKey,
  mutationFn: (input: TInput) => Promise<TResult>,
  refetchType?: 'none',
) {
  return mutationOptions({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey, ...(refetchType ? { refetchType } : {}) }),
  });
}
