import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { devicesQuery } from './api.ts';

const area = lazyArea(() => import('./routes.tsx'));
export const preloadProfile = area.preload;

export function profileRoutes({ queryClient }: RouteDeps): RouteObject[] {
  const info = area.screen((m) => m.infoPage);
  return [
    sectionRoute('profile', 'WEB_NAV_PROFILE', [
      indexRoute(info),
      pageRoute('info', 'WEB_PAGE_PROFILE_INFO', info),
      pageRoute('devices', 'WEB_PAGE_DEVICES', area.screen((m) => m.devicesPage), {
        loader: () => queryClient.query(devicesQuery),
      }),
      pageRoute('support', 'WEB_PAGE_SUPPORT', area.screen((m) => m.supportPage)),
    ]),
  ];
}
