import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import { parseItemFormType } from './form-type.ts';

const area = lazyArea('items', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadItems = area.preload;

const createLoader = ({ url }: LoaderFunctionArgs) => ({
  formType: parseItemFormType(url.searchParams.get('formType')),
});

export const itemsRoutes: RouteObject[] = [
  sectionRoute('items', 'WEB_NAV_ITEMS', [
    indexRoute(empty),
    pageRoute('create', 'WEB_CRUMB_CREATE', empty, { loader: createLoader }),
    sectionRoute(':id', 'WEB_CRUMB_DETAIL', [
      indexRoute(empty),
      pageRoute('edit', 'WEB_CRUMB_EDIT', empty),
      pageRoute('copy', 'WEB_CRUMB_COPY', empty),
    ]),
  ]),
];
