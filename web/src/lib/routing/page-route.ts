import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { CrumbHandle } from './route-deps.ts';

type Lazy = LazyRouteFunction<RouteObject>;
type Extra = Omit<RouteObject, 'path' | 'index' | 'handle' | 'lazy'>;

/** A page: its path, its breadcrumb key (SPEC screens show title and breadcrumbs) and its lazily loaded screen. */
export function pageRoute(path: string, crumb: string, lazy: Lazy, extra: Extra = {}): RouteObject {
  const handle: CrumbHandle = { crumb };
  return { ...extra, path, handle, lazy } as RouteObject;
}

/** The page shown at a section's own path, under the section's breadcrumb. */
export function indexRoute(lazy: Lazy, extra: Omit<Extra, 'children'> = {}): RouteObject {
  return { ...extra, index: true, lazy };
}

/** A path that groups pages under one breadcrumb; its own screen is an index child, if it has one. */
export function sectionRoute(path: string, crumb: string, children: RouteObject[], extra: Extra = {}): RouteObject {
  const handle: CrumbHandle = { crumb };
  return { ...extra, path, handle, children } as RouteObject;
}

/** The pages of a record area, each a lazily loaded screen. */
export type RecordPage = 'list' | 'create' | 'detail' | 'edit' | 'copy';

/**
 * SPEC §2's routes of a record area: the list, create, and one record's detail, edit and (for areas that copy)
 * copy, each under its breadcrumb. `pages` names the pages the area has; `page` gives each one's lazy screen.
 */
export function recordAreaRoutes<P extends RecordPage>(
  path: string,
  crumb: string,
  pages: readonly P[],
  page: (name: P) => Lazy,
): RouteObject {
  const routed = (name: RecordPage, route: (lazy: Lazy) => RouteObject) =>
    pages.flatMap((candidate) => (candidate === name ? [route(page(candidate))] : []));
  return sectionRoute(path, crumb, [
    ...routed('list', (lazy) => indexRoute(lazy)),
    ...routed('create', (lazy) => pageRoute('create', 'WEB_CRUMB_CREATE', lazy)),
    sectionRoute(':id', 'WEB_CRUMB_DETAIL', [
      ...routed('detail', (lazy) => indexRoute(lazy)),
      ...routed('edit', (lazy) => pageRoute('edit', 'WEB_CRUMB_EDIT', lazy)),
      ...routed('copy', (lazy) => pageRoute('copy', 'WEB_CRUMB_COPY', lazy)),
    ]),
  ]);
}

/** Every page of a record area, for an area that has them all. */
export const allRecordPages = ['list', 'create', 'detail', 'edit', 'copy'] as const;
