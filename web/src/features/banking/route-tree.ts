import { redirect, type RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import { bankCodeLoader } from './bank-code-param.ts';

const area = lazyArea('banking', () => import('./routes.tsx'));
const overview = area.screen((m) => m.overviewPage);
export const preloadBanking = area.preload;

const dashboardTabs: [string, string, ReturnType<typeof area.screen>][] = [
  ['overview', 'WEB_TAB_OVERVIEW', overview],
  ['deposits', 'WEB_TAB_DEPOSITS', area.screen((m) => m.depositsPage)],
  ['cards', 'WEB_TAB_CARDS', area.screen((m) => m.cardsPage)],
  ['bills', 'WEB_TAB_BILLS', area.screen((m) => m.billsPage)],
  ['saved-accounts', 'WEB_TAB_SAVED_ACCOUNTS', area.screen((m) => m.savedAccountsPage)],
  ['management', 'WEB_TAB_MANAGEMENT', area.screen((m) => m.managementPage)],
  ['workbook', 'WEB_TAB_WORKBOOK', area.screen((m) => m.workbookPage)],
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
            indexRoute(overview),
            ...dashboardTabs.map(([path, crumb, screen]) => pageRoute(path, crumb, screen)),
          ],
        },
      ),
      pageRoute(
        'open-deposit',
        'WEB_PAGE_OPEN_DEPOSIT',
        area.screen((m) => m.openDepositPage),
      ),
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
            { index: true, loader: () => redirect('/banking/transfer/card') },
            pageRoute(
              'deposit',
              'WEB_TAB_TRANSFER_DEPOSIT',
              area.screen((m) => m.depositTransferPage),
            ),
            pageRoute(
              'card',
              'WEB_TAB_TRANSFER_CARD',
              area.screen((m) => m.cardTransferPage),
            ),
            pageRoute(
              'bank',
              'WEB_TAB_TRANSFER_BANK',
              area.screen((m) => m.bankTransferPage),
            ),
          ],
        },
      ),
      pageRoute(
        'transactions/:id',
        'WEB_PAGE_TRANSACTION',
        area.screen((m) => m.transactionPage),
      ),
      pageRoute(
        'deposits/:id',
        'WEB_PAGE_DEPOSIT',
        area.screen((m) => m.depositPage),
      ),
      pageRoute(
        'cards/:id',
        'WEB_PAGE_CARD',
        area.screen((m) => m.cardPage),
      ),
      pageRoute(
        'bills/:id',
        'WEB_PAGE_BILL',
        area.screen((m) => m.billPage),
      ),
    ],
    { loader: bankCodeLoader },
  ),
];
