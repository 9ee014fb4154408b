import { createBrowserRouter } from 'react-router';
import { setChunkReload } from '../../lib/routing/reload-once.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { setSessionNavigator } from '../../lib/session/navigation.ts';
import { appRoutes, areaDiscovery } from './routes.tsx';

/**
 * Router timings of SPEC §9, which react-router has no settings for, built on its loaders and TanStack Query:
 * - Route data reused for 5 minutes: loaders read through `queryClient.query(options)` (TanStack Query 5.108's
 *   replacement for the deprecated `ensureQueryData`) with the same query options the screen's `useQuery` reads;
 *   the client's defaults (query-client.ts) make data fresh for 5 minutes (staleTime) and kept 5 minutes (gcTime),
 *   so navigating back within 5 minutes renders from cache with no request.
 * - Preload on intent after 50 ms: navigation links (shell/intent-link.tsx) start a 50 ms timer on hover, focus or
 *   touch and then load the area's chunk (routing/area-preloads.ts); a failure logs 'Error preloading route!'.
 * - Pending after 1000 ms, kept at least 500 ms: shell/use-delayed-pending.ts over `useNavigation().state`.
 * - Start-up: the session middleware (guards/require-session.ts) runs before any loader of the signed-in area.
 *
 * The data router. The session rules (failed refresh → /login, banking → /banking/auth) navigate through it, so
 * leaving keeps the SPA loaded; a failed chunk reloads into the page being opened.
 */
export function createAppRouter(deps: RouteDeps) {
  const router = createBrowserRouter(appRoutes(deps), { patchRoutesOnNavigation: areaDiscovery(deps) });
  setSessionNavigator((path) => {
    if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
  });
  setChunkReload(() => {
    const next = router.state.navigation.location;
    if (next) window.location.assign(`${next.pathname}${next.search}${next.hash}`);
    else window.location.reload();
  });
  return router;
}
