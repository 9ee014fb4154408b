import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { recordMutations, storeRemoved, storeSaved } from './area-cache.ts';

const area = ['items', 1] as const;
const list = [...area, 'list', { page: 1 }];
const detail = [...area, 'detail', 5];

let queryClient: QueryClient;
afterEach(() => queryClient.clear());

function seeded() {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(list, ['old row']);
  queryClient.setQueryData(detail, { id: 5, name: 'old' });
  return queryClient;
}

describe('the area cache after a save or a delete', () => {
  it('a save puts the answer in the detail, fresh, and marks the rest of the area stale', async () => {
    const client = seeded();
    await storeSaved(client, area, detail, { id: 5, name: 'new' });
    expect(client.getQueryData(detail)).toEqual({ id: 5, name: 'new' });
    expect(client.getQueryState(detail)?.isInvalidated).toBe(false);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it('a deletion marks the area stale without refetching what shows; an archiving refetches it', async () => {
    const client = seeded();
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: detail,
      queryFn: () => {
        fetches += 1;
        return { id: 5, name: 'archived' };
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);

    await storeRemoved(client, area, 'DELETED');
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(fetches).toBe(0);

    await storeRemoved(client, area, 'ARCHIVED');
    expect(fetches).toBe(1);
    expect(client.getQueryData(detail)).toEqual({ id: 5, name: 'archived' });
    unsubscribe();
  });

  it("an area's record mutations store a save at the saved record's detail and mark the area stale on a delete", async () => {
    const client = seeded();
    const mutations = recordMutations(client, area, (id) => [...area, 'detail', id]);

    await new MutationObserver(
      client,
      mutations.save(async (name: string) => ({ id: 5, name })),
    ).mutate('saved');
    expect(client.getQueryData(detail)).toEqual({ id: 5, name: 'saved' });
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);

    client.setQueryData(list, ['fresh row']);
    await new MutationObserver(
      client,
      mutations.remove(async () => 'DELETED' as const),
    ).mutate();
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });
});
