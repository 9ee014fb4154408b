import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

/** A change to some of the URL's search params: '' or null (or undefined) removes a key. */
export type SearchChanges = Record<string, string | number | null | undefined>;

/**
 * The search params a change must build on: the router's live state, its pending navigation's when that stays on
 * this path. The router renders inside a React transition, so on a busy machine two changes made before the first is
 * rendered (a grouping chosen, then a filter typed) would each start from the last rendered URL, and the second would
 * drop the first; react-router's functional `setSearchParams` hands over that rendered state too. There is no public
 * hook for the live state, hence the UNSAFE_ context; without a data router the rendered params are all there are.
 */
export function useLiveSearch(): () => URLSearchParams {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(() => {
    if (!router) return params;
    const { location, navigation } = router.state;
    const current = navigation.location?.pathname === pathname ? navigation.location : location;
    return current.pathname === pathname ? new URLSearchParams(current.search) : params;
  }, [router, pathname, params]);
}

/**
 * The URL's search params and `patch(changes, { resetPage })`, which replaces the given keys (the history entry is
 * replaced) on top of the live URL. `resetPage` removes `page` unless the change sets it.
 */
export function useSearchPatch() {
  const [params, setParams] = useSearchParams();
  const live = useLiveSearch();
  const patch = useCallback(
    (changes: SearchChanges, options: { resetPage?: boolean } = {}) => {
      const next = new URLSearchParams(live());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (options.resetPage && !('page' in changes)) next.delete('page');
      setParams(next, { replace: true });
    },
    [live, setParams],
  );
  return { params, patch };
}
