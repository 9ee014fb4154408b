import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { allRecordPages, recordAreaRoutes } from '../../lib/routing/page-route.ts';

const area = lazyArea('income', () => import('./routes.tsx'));
export const preloadIncome = area.preload;

export const incomeRoutes: RouteObject[] = [
  recordAreaRoutes('income', 'WEB_NAV_INCOME', allRecordPages, () => area.screen((m) => m.emptyPage)),
];
