import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';

const area = lazyArea('developers', () => import('./routes.tsx'));
export const preloadDevelopers = area.preload;

/** SPEC §2 /developers (the open-API keys) and /developers/create-openapi-permission. */
export function developersRoutes(deps: RouteDeps): RouteObject[] {
  const page = (name: 'list' | 'create') => area.screen((m) => m.developerPages(deps)[name]);
  return [
    sectionRoute('developers', 'WEB_NAV_DEVELOPERS', [
      indexRoute(page('list')),
      pageRoute('create-openapi-permission', 'WEB_PAGE_CREATE_OPENAPI_PERMISSION', page('create')),
    ]),
  ];
}
