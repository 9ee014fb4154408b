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
