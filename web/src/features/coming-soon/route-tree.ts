import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { pageRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('coming-soon', () => import('./routes.tsx'));
export const preloadComingSoon = area.preload;

export const comingSoonRoutes: RouteObject[] = [
  pageRoute(
    'coming-soon',
    'WEB_NAV_COMING_SOON',
    area.screen((m) => m.emptyPage),
  ),
];
