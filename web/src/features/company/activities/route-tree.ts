import type { RouteObject } from 'react-router';
import { lazyArea } from '../../../lib/routing/lazy-area.ts';
import { pageRoute } from '../../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../../lib/routing/route-deps.ts';

const area = lazyArea('company-activities', () => import('./routes.tsx'));
export const preloadCompanyActivities = area.preload;

/** SPEC §2 /company/activities, placed under /company by its route tree: a chunk of its own. */
export function activityRoutes(deps: RouteDeps): RouteObject {
  return pageRoute(
    'activities',
    'WEB_PAGE_COMPANY_ACTIVITIES',
    area.screen((m) => m.activityPages(deps).list),
  );
}
