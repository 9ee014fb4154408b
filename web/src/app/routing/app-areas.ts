import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { accountingRoutes, preloadAccounting } from '../../features/accounting/route-tree.ts';
import { bankingRoutes, preloadBanking } from '../../features/banking/route-tree.ts';
import { comingSoonRoutes, preloadComingSoon } from '../../features/coming-soon/route-tree.ts';
import { companyRoutes, preloadCompany } from '../../features/company/route-tree.ts';
import { dashboardRoutes, preloadDashboard } from '../../features/dashboard/route-tree.ts';
import { developersRoutes, preloadDevelopers } from '../../features/developers/route-tree.ts';
import { hubRoutes, preloadHub } from '../../features/hub/route-tree.ts';
import { importRoute } from '../../features/imports/route-tree.ts';
import { invoicesRoutes, preloadInvoices } from '../../features/invoices/route-tree.ts';
import { itemsRoutes, preloadItems } from '../../features/items/route-tree.ts';
import { expenseRoutes, incomeRoutes, preloadExpense, preloadIncome } from '../../features/money-records/route-tree.ts';
import { payRoutes, preloadPay } from '../../features/pay/route-tree.ts';
import { preloadProfile, profileRoutes } from '../../features/profile/route-tree.ts';
import { preloadReports, reportsRoutes } from '../../features/reports/route-tree.ts';
import { preloadStakeholders, stakeholdersRoutes } from '../../features/stakeholders/route-tree.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { yieldToMain } from '../../lib/yield-to-main.ts';

/** The signed-in navigation's entry of an area. */
export interface NavItem {
  to: string;
  /** Translation key of the link's text. */
  label: string;
  /** Shown only while this feature flag is on. */
  flag?: string;
}

/** One area of the signed-in layout, as its `route-tree.ts` exports it: everything the app composes it by. */
export interface AppArea {
  /** The first segment of the area's paths: a link into the area preloads its chunk. */
  segment: string;
  routes(deps: RouteDeps): RouteObject[];
  /** Loads the area's lazy chunk ahead of a click (a failure is retried by the click). */
  preload(): Promise<unknown>;
  /** Its link in the navigation, when it has one (the list's order is the navigation's). */
  nav?: NavItem;
}

/** An area from its route tree's exports: its routes (fixed, or built from the router's dependencies) and preload. */
function area(
  segment: string,
  routes: RouteObject[] | ((deps: RouteDeps) => RouteObject[]),
  preload: () => Promise<unknown>,
  nav?: string | NavItem,
): AppArea {
  return {
    segment,
    routes: typeof routes === 'function' ? routes : () => routes,
    preload,
    ...(nav === undefined ? {} : { nav: typeof nav === 'string' ? { to: `/${segment}`, label: nav } : nav }),
  };
}

type ImportPage = Parameters<typeof importRoute>[0];

/**
 * An area's routes with the import page of `page` at `/<segment>/import`: composed here because an area may not import
 * another (the import screens are an area of their own, with their own chunk).
 */
function withImport(
  segment: string,
  page: ImportPage,
  routes: RouteObject[] | ((deps: RouteDeps) => RouteObject[]),
): (deps: RouteDeps) => RouteObject[] {
  return (deps) =>
    (typeof routes === 'function' ? routes(deps) : routes).map((route) =>
      route.path === segment
        ? ({ ...route, children: [...(route.children ?? []), importRoute(page)] } as RouteObject)
        : route,
    );
}

/**
 * Every area inside the signed-in layout (SPEC §2), in the order the navigation lists them. The one registry an
 * area's screens are added to: its routes, its preload on intent and its navigation link all come from its line.
 */
export const appAreas: readonly AppArea[] = [
  area('dashboard', dashboardRoutes, preloadDashboard, 'WEB_NAV_DASHBOARD'),
  area('invoices', invoicesRoutes, preloadInvoices, 'WEB_NAV_INVOICES'),
  area('income', incomeRoutes, preloadIncome, 'WEB_NAV_INCOME'),
  area('expense', expenseRoutes, preloadExpense, 'WEB_NAV_EXPENSE'),
  area('items', withImport('items', 'items', itemsRoutes), preloadItems, 'WEB_NAV_ITEMS'),
  area(
    'stakeholders',
    withImport('stakeholders', 'customers', stakeholdersRoutes),
    preloadStakeholders,
    'WEB_NAV_STAKEHOLDERS',
  ),
  area('reports', reportsRoutes, preloadReports, 'WEB_NAV_REPORTS'),
  area('accounting', withImport('accounting', 'accounting', accountingRoutes), preloadAccounting, 'WEB_NAV_ACCOUNTING'),
  area('banking', bankingRoutes, preloadBanking, 'WEB_NAV_BANKING'),
  area('pay', payRoutes, preloadPay, 'WEB_NAV_PAY'),
  area('company', withImport('company', 'company', companyRoutes), preloadCompany, 'WEB_NAV_COMPANY'),
  area('developers', developersRoutes, preloadDevelopers, 'WEB_NAV_DEVELOPERS'),
  // /hub/taksa and /coming-soon have nothing to show yet: out of the navigation until they do (issue 33).
  area('hub', hubRoutes, preloadHub),
  area('coming-soon', comingSoonRoutes, preloadComingSoon),
  area('profile', profileRoutes, preloadProfile),
];

/** The routes of every area, for the signed-in layout. */
export const areaRoutes = (deps: RouteDeps): RouteObject[] => appAreas.flatMap((each) => each.routes(deps));

/**
 * The routes the router should add for `path`, marking their areas in `added`: the path's own area alone, as
 * react-router ranks the whole tree again with every addition and every area's routes at once were a phone's long
 * task in a first signed-in load (issue 33). A path no area left to add claims (`/`, a mistyped one) adds all the
 * rest, so it finds its route or the not-found page; none once all are added.
 */
export function routesToAdd(path: string, added: Set<string>, deps: RouteDeps): RouteObject[] {
  const left = appAreas.filter((each) => !added.has(each.segment));
  const segment = path.split('/').find(Boolean);
  const own = left.filter((each) => each.segment === segment);
  const adding = own.length > 0 ? own : left;
  for (const each of adding) added.add(each.segment);
  return adding.flatMap((each) => each.routes(deps));
}

/** routes.tsx's areaDiscovery, once this chunk is loaded: patches `routesToAdd` into the route `parentId`. */
export async function addAreaRoutes(
  { path, patch, signal }: Parameters<PatchRoutesOnNavigationFunction>[0],
  added: Set<string>,
  deps: RouteDeps,
  parentId: string,
): Promise<void> {
  // An aborted navigation's patch does nothing; the next navigation adds them.
  if (signal.aborted) return;
  const routes = routesToAdd(path, added, deps);
  if (routes.length === 0) return;
  patch(parentId, routes);
  // Ranking an area's routes is a task's worth on a phone: the loaders that follow start in the next one.
  await yieldToMain();
}

/** The navigation: each area's link, in the registry's order. */
export const navItems: readonly NavItem[] = appAreas.flatMap((each) => (each.nav ? [each.nav] : []));
