import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { recordAreaRoutes } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';

const area = lazyArea('stakeholders', () => import('./routes.tsx'));
export const preloadStakeholders = area.preload;

/** SPEC §2 stakeholder routes; each page's screen, loader and error boundary come from the area's lazy chunk. */
export function stakeholdersRoutes(deps: RouteDeps): RouteObject[] {
  return [
    recordAreaRoutes('stakeholders', 'WEB_NAV_STAKEHOLDERS', ['list', 'create', 'detail', 'edit'], (name) =>
      area.screen((m) => m.stakeholderPages(deps)[name]),
    ),
  ];
}
