import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import type { StakeholderPage } from './routes.tsx';

const area = lazyArea('stakeholders', () => import('./routes.tsx'));
export const preloadStakeholders = area.preload;

/** SPEC §2 stakeholder routes; each page's screen, loader and error boundary come from the area's lazy chunk. */
export function stakeholdersRoutes(deps: RouteDeps): RouteObject[] {
  const page = (name: StakeholderPage) => area.screen((m) => m.stakeholderPages(deps)[name]);
  return [
    sectionRoute('stakeholders', 'WEB_NAV_STAKEHOLDERS', [
      indexRoute(page('list')),
      pageRoute('create', 'WEB_CRUMB_CREATE', page('create')),
      sectionRoute(':id', 'WEB_CRUMB_DETAIL', [
        indexRoute(page('detail')),
        pageRoute('edit', 'WEB_CRUMB_EDIT', page('edit')),
      ]),
    ]),
  ];
}
