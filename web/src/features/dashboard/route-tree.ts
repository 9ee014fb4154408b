import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { pageRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('dashboard', () => import('./routes.tsx'));
export const preloadDashboard = area.preload;

export const dashboardRoutes: RouteObject[] = [
  pageRoute(
    'dashboard',
    'WEB_NAV_DASHBOARD',
    area.screen((m) => m.dashboardPage),
  ),
];
