import type { RouteObject } from 'react-router';
import { lazyArea } from '../../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../../lib/routing/route-deps.ts';

const area = lazyArea('employees', () => import('./routes.tsx'));
export const preloadEmployees = area.preload;

/** SPEC §2 /company/employees (+ /new, /edit/{id}, /detail/{id}), placed under /company by its route tree. */
export function employeeRoutes(deps: RouteDeps): RouteObject {
  const pages = (name: 'list' | 'invite' | 'detail' | 'edit') => area.screen((m) => m.employeePages(deps)[name]);
  return sectionRoute('employees', 'WEB_PAGE_EMPLOYEES', [
    indexRoute(pages('list')),
    pageRoute('new', 'WEB_CRUMB_NEW', pages('invite')),
    pageRoute('edit/:id', 'WEB_CRUMB_EDIT', pages('edit')),
    pageRoute('detail/:id', 'WEB_CRUMB_DETAIL', pages('detail')),
  ]);
}

/** The mailed invitation link, under registration: a signed-in user with no company yet may open it. */
export const invitationRoutes: RouteObject[] = [
  { path: 'register/invitation/:token', lazy: area.screen((m) => m.acceptInvitationPage) },
];
