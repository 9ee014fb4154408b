import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { payIndexLoader, terminalLoader } from './pay-loaders.ts';

const area = lazyArea('pay', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadPay = area.preload;

export function payRoutes(deps: RouteDeps): RouteObject[] {
  return [
    sectionRoute('pay', 'WEB_NAV_PAY', [
      { index: true, loader: payIndexLoader(deps) },
      pageRoute(
        'new',
        'WEB_PAGE_NEW_TERMINAL',
        area.screen((m) => m.newTerminalPage),
        {
          children: [
            indexRoute(empty),
            pageRoute('shared', 'WEB_TAB_SHARED', empty),
            pageRoute('novin', 'WEB_TAB_NOVIN', empty),
            pageRoute('dedicated', 'WEB_TAB_DEDICATED', empty),
          ],
        },
      ),
      pageRoute(
        'terminals/:id',
        'WEB_PAGE_TERMINAL',
        area.screen((m) => m.terminalPage),
        {
          id: 'pay-terminal',
          loader: terminalLoader(deps),
          children: [
            indexRoute(empty),
            pageRoute('settings', 'WEB_PAGE_TERMINAL_SETTINGS', empty),
            pageRoute('new-purchase', 'WEB_PAGE_NEW_PURCHASE', empty),
            pageRoute('new-payment', 'WEB_PAGE_NEW_PAYMENT', empty),
            pageRoute('new-event', 'WEB_PAGE_NEW_EVENT', empty),
            pageRoute(':linkId', 'WEB_PAGE_PAYMENT_LINK', empty),
            pageRoute(':linkId/edit', 'WEB_CRUMB_EDIT', empty),
          ],
        },
      ),
    ]),
  ];
}
