import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { allRecordPages, recordAreaRoutes } from '../../lib/routing/page-route.ts';

const area = lazyArea('expense', () => import('./routes.tsx'));
export const preloadExpense = area.preload;

export const expenseRoutes: RouteObject[] = [
  recordAreaRoutes('expense', 'WEB_NAV_EXPENSE', allRecordPages, () => area.screen((m) => m.emptyPage)),
];
