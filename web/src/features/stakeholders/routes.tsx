import { revalidateOnPathChange } from '../../lib/routing/revalidate.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { RecordNotFound, recordRouteError } from '../../ui/record-not-found.tsx';
import { StakeholderDetailScreen } from './stakeholder-detail-screen.tsx';
import { StakeholderCreateScreen, StakeholderEditScreen } from './stakeholder-form-screens.tsx';
import { StakeholderListScreen } from './stakeholder-list-screen.tsx';
import { stakeholderLoaders } from './stakeholder-loaders.ts';

const StakeholderRouteError = recordRouteError(() => (
  <RecordNotFound
    title="STAKEHOLDER_NOT_FOUND"
    body="WEB_STAKEHOLDER_NOT_FOUND_BODY"
    listPath="/stakeholders"
    testId="stakeholder-not-found"
  />
));

/**
 * The stakeholders area's lazy chunk: screens and their loaders. The loaders live here, not in route-tree.ts, so
 * the contract schemas and client calls they need stay out of the first download (the /login bundle budget).
 */
export function stakeholderPages(deps: RouteDeps) {
  const loaders = stakeholderLoaders(deps);
  return {
    list: { Component: StakeholderListScreen, loader: loaders.list, shouldRevalidate: revalidateOnPathChange },
    create: { Component: StakeholderCreateScreen, loader: loaders.create, shouldRevalidate: revalidateOnPathChange },
    detail: { Component: StakeholderDetailScreen, loader: loaders.record, ErrorBoundary: StakeholderRouteError },
    edit: { Component: StakeholderEditScreen, loader: loaders.record, ErrorBoundary: StakeholderRouteError },
  };
}
