import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { authRoutes } from '../../features/auth/route-tree.ts';
import { invitationRoutes } from '../../features/company/employees/route-tree.ts';
import { payPublicRoutes } from '../../features/pay-public/route-tree.ts';
import { registerRoutes } from '../../features/register/route-tree.ts';
import { startLanguageTexts } from '../../i18n/i18n.ts';
import { importOrReloadOnce } from '../../lib/routing/reload-once.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireSession } from '../guards/require-session.ts';
import { NotFound } from '../shell/not-found.tsx';
import { RootLayout } from '../shell/root-layout.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { StartupLoading } from '../shell/startup-loading.tsx';

/** The route the signed-in areas' routes are patched into (areaDiscovery). */
const areasRouteId = 'areas';

/**
 * Every route of SPEC §2: public sign-in, then the session guard over registration and the signed-in layout. The
 * areas' own routes are not in this tree: areaDiscovery adds them on the first navigation into one.
 */
export function appRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: StartupLoading,
      children: [
        ...authRoutes,
        ...payPublicRoutes,
        {
          id: 'session',
          path: '/',
          middleware: [requireSession(deps)],
          // Client middleware runs when a loader runs; this one makes sure a loader always does. It waits for the
          // language's whole map, so no signed-in screen paints keys (the bundle has only the platform's texts).
          loader: () => startLanguageTexts().then(() => null),
          children: [
            ...registerRoutes,
            ...invitationRoutes,
            {
              id: 'app',
              // Not needed to show /login, so it stays out of the first download (the /login bundle budget).
              lazy: () =>
                importOrReloadOnce('shell', () => import('../shell/app-layout.tsx')).then((m) => ({
                  Component: m.AppLayout,
                })),
              children: [
                {
                  id: areasRouteId,
                  // Errors of a screen show inside the layout, so navigation stays usable.
                  ErrorBoundary: RouteError,
                  children: [],
                },
              ],
            },
          ],
        },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

/**
 * Issue 19: the signed-in areas' route trees (and what their loaders import) stay out of /login's first download and
 * its router start-up (hundreds of paths to rank and match). The router asks for them on the first path it cannot
 * match fully: before they are added, an area's path only matches the not-found splat, which makes react-router call
 * this. Each area is added once, the path's own first (app-areas.ts's `addAreaRoutes`); a chunk that fails to load
 * reloads the page once (SPEC §2).
 */
export function areaDiscovery(deps: RouteDeps): PatchRoutesOnNavigationFunction {
  const added = new Set<string>();
  return async (navigation) =>
    (await importOrReloadOnce('areas', () => import('./app-areas.ts'))).addAreaRoutes(
      navigation,
      added,
      deps,
      areasRouteId,
    );
}
