import { createBrowserRouter } from 'react-router';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { setSessionNavigator } from '../../lib/session/navigation.ts';
import { appRoutes } from './routes.tsx';

/**
 * The data router. The session rules (failed refresh → /login, banking → /banking/auth) navigate through it, so
 * leaving keeps the SPA loaded.
 */
export function createAppRouter(deps: RouteDeps) {
  const router = createBrowserRouter(appRoutes(deps));
  setSessionNavigator((path) => {
    if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
  });
  return router;
}
