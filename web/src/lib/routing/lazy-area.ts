import type { LazyRouteFunction, RouteObject } from 'react-router';
import { importOrReloadOnce } from './reload-once.ts';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * One lazy chunk per feature area: every route of the area picks its screen from the same dynamic import, so the
 * bundler emits one chunk per area and the first visit to any of its routes loads it once.
 */
export function lazyArea<M>(load: () => Promise<M>) {
  const loadArea = () => importOrReloadOnce(load);
  const screen = (pick: (module: M) => RouteModule): LazyRouteFunction<RouteObject> => async () =>
    pick(await loadArea());
  return { screen, preload: loadArea };
}
