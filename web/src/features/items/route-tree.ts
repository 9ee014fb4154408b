import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { allRecordPages, recordAreaRoutes } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';

const area = lazyArea('items', () => import('./routes.tsx'));
export const preloadItems = area.preload;

/** SPEC §2 items routes; screens and loaders come with the area's chunk (see routes.tsx). */
export function itemsRoutes(deps: RouteDeps): RouteObject[] {
  return [
    recordAreaRoutes('items', 'WEB_NAV_ITEMS', allRecordPages, (name) => area.screen((m) => m.itemPages(deps)[name])),
  ];
}
