import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { StakeholderDetailScreen } from './stakeholder-detail-screen.tsx';
import { StakeholderCreateScreen, StakeholderEditScreen } from './stakeholder-form-screens.tsx';
import { StakeholderListScreen } from './stakeholder-list-screen.tsx';
import { samePathKeepsData, stakeholderLoaders } from './stakeholder-loaders.ts';
import { StakeholderRouteError } from './stakeholder-not-found.tsx';

/**
 * The stakeholders area's lazy chunk: screens and their loaders. The loaders live here, not in route-tree.ts, so
 * the contract schemas and client calls they need stay out of the first download (the /login bundle budget).
 */
export function stakeholderPages(deps: RouteDeps) {
  const loaders = stakeholderLoaders(deps);
  return {
    list: { Component: StakeholderListScreen, loader: loaders.list, shouldRevalidate: samePathKeepsData },
    create: { Component: StakeholderCreateScreen, loader: loaders.create, shouldRevalidate: samePathKeepsData },
    detail: { Component: StakeholderDetailScreen, loader: loaders.record, ErrorBoundary: StakeholderRouteError },
    edit: { Component: StakeholderEditScreen, loader: loaders.record, ErrorBoundary: StakeholderRouteError },
  };
}
