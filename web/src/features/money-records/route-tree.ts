import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { allRecordPages, recordAreaRoutes } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';

// One chunk for both areas: their screens are the same, told apart by the kind.
const area = lazyArea('money-records', () => import('./routes.tsx'));
export const preloadIncome = area.preload;
export const preloadExpense = area.preload;

/** SPEC §2's /income routes: list, create, {id}, {id}/edit, {id}/copy. */
export function incomeRoutes(deps: RouteDeps): RouteObject[] {
  return [
    recordAreaRoutes('income', 'WEB_NAV_INCOME', allRecordPages, (name) =>
      area.screen((m) => m.moneyRecordPages(deps, 'INCOME')[name]),
    ),
  ];
}

/** SPEC §2's /expense routes, the same five. */
export function expenseRoutes(deps: RouteDeps): RouteObject[] {
  return [
    recordAreaRoutes('expense', 'WEB_NAV_EXPENSE', allRecordPages, (name) =>
      area.screen((m) => m.moneyRecordPages(deps, 'EXPENSE')[name]),
    ),
  ];
}
