import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('hub', () => import('./routes.tsx'));
export const preloadHub = area.preload;

export const hubRoutes: RouteObject[] = [
  sectionRoute('hub', 'WEB_NAV_HUB', [
    pageRoute(
      'taksa',
      'WEB_NAV_HUB_TAKSA',
      area.screen((m) => m.taksaPage),
    ),
  ]),
];
