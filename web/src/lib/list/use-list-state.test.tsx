import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { nextSorting } from '../../ui/data-table/next-sorting.ts';
import { defineListSpec } from './list-state.ts';
import { type ListStateHandleOf, useListState } from './use-list-state.ts';

const spec = defineListSpec({
  sortFields: ['code', 'name'],
  defaultSort: 'code',
  filters: { kind: ['INDIVIDUAL', 'BUSINESS'], role: ['customer', 'supplier'] },
});

/** The hook's handle as the screen last rendered it, for the test to act on. */
let handle: ListStateHandleOf<typeof spec> | undefined;

function ListScreen() {
  handle = useListState(spec);
  return <p data-testid="search">{useLocation().search}</p>;
}

/** A list route whose first load answers at once and whose later loads wait, like a slow network, until released. */
function slowListRouter() {
  const releases: (() => void)[] = [];
  let loads = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        Component: ListScreen,
        loader: () => (loads++ === 0 ? null : new Promise<null>((resolve) => releases.push(() => resolve(null)))),
      },
    ],
    { initialEntries: ['/list'] },
  );
  const releaseAll = () => {
    for (const release of releases) release();
  };
  return { router, releaseAll };
}

/** Renders a list screen on `router` (a plain one by default) and waits for its first render. */
async function renderList(
  router = createMemoryRouter([{ path: '/list', Component: ListScreen }], { initialEntries: ['/list'] }),
) {
  render(<RouterProvider router={router} />);
  await screen.findByTestId('search');
  return router;
}

/** Waits until the screen shows `search` as its URL's search. */
const searchShown = (search: string) => waitFor(() => expect(screen.getByTestId('search').textContent).toBe(search));

describe('useListState', () => {
  afterEach(cleanup);

  it('builds a second change on a first one that is still loading', async () => {
    const { router, releaseAll } = slowListRouter();
    await renderList(router);

    act(() => handle?.setFilter('kind', 'BUSINESS'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => handle?.setFilter('role', 'supplier'));
    await act(async () => releaseAll());

    await searchShown('?kind=BUSINESS&role=supplier');
  });

  // The router renders its state in a React transition: on a busy machine the URL moves on before the screen
  // re-renders, and a change made meanwhile runs with the handle of the last render.
  it('builds a change on the URL even before the screen has rendered it', async () => {
    const router = await renderList();
    const stale = handle;

    await act(() => router.navigate('/list?kind=BUSINESS'));
    act(() => stale?.setFilter('role', 'supplier'));

    await searchShown('?kind=BUSINESS&role=supplier');
  });

  it('flips a sort the screen has not rendered yet, rather than setting it again', async () => {
    const router = await renderList();
    const stale = handle;

    await act(() => router.navigate('/list?sort=name'));
    act(() => stale?.table.onSortingChange((current) => nextSorting(current, 'name', false)));

    await searchShown('?sort=-name');
  });
});
