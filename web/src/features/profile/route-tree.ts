import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { activeCompanyId } from '../../lib/session/active-company.ts';
import { companyQuery } from '../../lib/session/company-query.ts';
import { devicesQuery } from './api.ts';

const area = lazyArea('profile', () => import('./routes.tsx'));
export const preloadProfile = area.preload;

export function profileRoutes({ queryClient }: RouteDeps): RouteObject[] {
  const info = area.screen((m) => m.infoPage);
  /** The overview reads the devices and the active company at once (two calls in parallel). */
  const overviewLoader = async () => {
    const companyId = activeCompanyId();
    await Promise.all([queryClient.query(devicesQuery), companyId ? queryClient.query(companyQuery(companyId)) : null]);
    return null;
  };
  return [
    sectionRoute('profile', 'WEB_NAV_PROFILE', [
      indexRoute(
        area.screen((m) => m.overviewPage),
        { loader: overviewLoader },
      ),
      pageRoute('info', 'WEB_PAGE_PROFILE_INFO', info),
      pageRoute(
        'devices',
        'WEB_PAGE_DEVICES',
        area.screen((m) => m.devicesPage),
        {
          loader: () => queryClient.query(devicesQuery),
        },
      ),
      pageRoute(
        'support',
        'WEB_PAGE_SUPPORT',
        area.screen((m) => m.supportPage),
      ),
    ]),
  ];
}
