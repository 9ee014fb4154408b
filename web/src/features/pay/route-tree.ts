import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { payIndexLoader, terminalLoader } from './pay-loaders.ts';

const area = lazyArea('pay', () => import('./routes.tsx'));
export const preloadPay = area.preload;

/** SPEC §2 pay routes; screens and their loaders come with the area's chunk (see routes.tsx). */
export function payRoutes(deps: RouteDeps): RouteObject[] {
  const page = (name: keyof ReturnType<Awaited<ReturnType<typeof area.preload>>['terminalPages']>) =>
    area.screen((m) => m.terminalPages(deps)[name]);
  return [
    sectionRoute('pay', 'WEB_NAV_PAY', [
      { index: true, loader: payIndexLoader(deps) },
      pageRoute(
        'new',
        'WEB_PAGE_NEW_TERMINAL',
        area.screen((m) => m.newTerminalPage),
        {
          children: [
            indexRoute(area.screen((m) => m.newTerminalIndex)),
            pageRoute(
              'shared',
              'WEB_TAB_SHARED',
              area.screen((m) => m.requestPages.shared),
            ),
            pageRoute(
              'novin',
              'WEB_TAB_NOVIN',
              area.screen((m) => m.requestPages.novin),
            ),
            pageRoute(
              'dedicated',
              'WEB_TAB_DEDICATED',
              area.screen((m) => m.requestPages.dedicated),
            ),
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
            indexRoute(page('links')),
            pageRoute('purchases', 'WEB_PAY_TAB_PURCHASES', page('purchases')),
            pageRoute('settings', 'WEB_PAGE_TERMINAL_SETTINGS', page('settings')),
            pageRoute('new-purchase', 'WEB_PAGE_NEW_PURCHASE', page('newPurchase')),
            pageRoute('new-payment', 'WEB_PAGE_NEW_PAYMENT', page('newPayment')),
            pageRoute('new-event', 'WEB_PAGE_NEW_EVENT', page('newEvent')),
            pageRoute(':linkId', 'WEB_PAGE_PAYMENT_LINK', page('link')),
            pageRoute(':linkId/edit', 'WEB_CRUMB_EDIT', page('editLink')),
          ],
        },
      ),
    ]),
  ];
}
