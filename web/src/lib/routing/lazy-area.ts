import type { LazyRouteFunction, RouteObject } from 'react-router';
import { importOrReloadOnce } from './reload-once.ts';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * One lazy chunk per feature area: every route of the area picks its screen from the same dynamic import, so the
 * bundler emits one chunk per area and the first visit to any of its routes loads it once.
 */
export function lazyArea<M>(name: string, load: () => Promise<M>) {
  const loadArea = () => importOrReloadOnce(name, load);
  const screen =
    (pick: (module: M) => RouteModule): LazyRouteFunction<RouteObject> =>
    async () =>
      pick(await loadArea());
  // Preloading only warms the chunk: its failure is logged by the caller, never a reason to reload the page.
  return { screen, preload: load };
}
