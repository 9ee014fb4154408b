import { redirect, type RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import { bankCodeLoader } from './bank-code-param.ts';

const area = lazyArea('banking', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
const deposits = area.screen((m) => m.depositsPage);
export const preloadBanking = area.preload;

const dashboardTabs: [string, string][] = [
  ['workbook', 'WEB_TAB_WORKBOOK'],
  ['saved-accounts', 'WEB_TAB_SAVED_ACCOUNTS'],
  ['overview', 'WEB_TAB_OVERVIEW'],
  ['management', 'WEB_TAB_MANAGEMENT'],
  ['cards', 'WEB_TAB_CARDS'],
  ['bills', 'WEB_TAB_BILLS'],
];

export const bankingRoutes: RouteObject[] = [
  sectionRoute(
    'banking',
    'WEB_NAV_BANKING',
    [
      { index: true, loader: () => redirect('/banking/dashboard') },
      pageRoute(
        'dashboard',
        'WEB_PAGE_BANKING_DASHBOARD',
        area.screen((m) => m.dashboardPage),
        {
          children: [
            indexRoute(deposits),
            pageRoute('deposits', 'WEB_TAB_DEPOSITS', deposits),
            ...dashboardTabs.map(([path, crumb]) => pageRoute(path, crumb, empty)),
          ],
        },
      ),
      pageRoute('open-deposit', 'WEB_PAGE_OPEN_DEPOSIT', empty),
      pageRoute(
        'auth',
        'WEB_PAGE_BANKING_AUTH',
        area.screen((m) => m.authPage),
      ),
      pageRoute(
        'transfer',
        'WEB_PAGE_TRANSFER',
        area.screen((m) => m.transferPage),
        {
          children: [
            indexRoute(empty),
            pageRoute('deposit', 'WEB_TAB_TRANSFER_DEPOSIT', empty),
            pageRoute('card', 'WEB_TAB_TRANSFER_CARD', empty),
            pageRoute('bank', 'WEB_TAB_TRANSFER_BANK', empty),
          ],
        },
      ),
      pageRoute('transactions/:id', 'WEB_PAGE_TRANSACTION', empty),
      pageRoute('deposits/:id', 'WEB_PAGE_DEPOSIT', empty),
      pageRoute('cards/:id', 'WEB_PAGE_CARD', empty),
      pageRoute('bills/:id', 'WEB_PAGE_BILL', empty),
    ],
    { loader: bankCodeLoader },
  ),
];
