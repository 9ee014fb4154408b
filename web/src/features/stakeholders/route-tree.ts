import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import { parseStakeholderFormType } from './form-type.ts';

const area = lazyArea('stakeholders', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadStakeholders = area.preload;

const createLoader = ({ url }: LoaderFunctionArgs) => ({
  formType: parseStakeholderFormType(url.searchParams.get('formType')),
});

export const stakeholdersRoutes: RouteObject[] = [
  sectionRoute('stakeholders', 'WEB_NAV_STAKEHOLDERS', [
    indexRoute(empty),
    pageRoute('create', 'WEB_CRUMB_CREATE', empty, { loader: createLoader }),
    sectionRoute(':id', 'WEB_CRUMB_DETAIL', [indexRoute(empty), pageRoute('edit', 'WEB_CRUMB_EDIT', empty)]),
  ]),
];
