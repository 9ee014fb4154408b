import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { recordAreaPages } from '../../ui/record-not-found.tsx';
import { StakeholderDetailScreen } from './stakeholder-detail-screen.tsx';
import { StakeholderCreateScreen, StakeholderEditScreen } from './stakeholder-form-screens.tsx';
import { StakeholderListScreen } from './stakeholder-list-screen.tsx';
import { stakeholderLoaders } from './stakeholder-loaders.ts';

const page = recordAreaPages({
  title: 'STAKEHOLDER_NOT_FOUND',
  body: 'WEB_STAKEHOLDER_NOT_FOUND_BODY',
  listPath: '/stakeholders',
  testId: 'stakeholder-not-found',
});

/**
 * The stakeholders area's lazy chunk: screens and their loaders. The loaders live here, not in route-tree.ts, so
 * the contract schemas and client calls they need stay out of the first download (the /login bundle budget).
 */
export function stakeholderPages(deps: RouteDeps) {
  const loaders = stakeholderLoaders(deps);
  return {
    list: page.list(StakeholderListScreen, loaders.list),
    create: page.list(StakeholderCreateScreen, loaders.create),
    detail: page.record(StakeholderDetailScreen, loaders.record),
    edit: page.record(StakeholderEditScreen, loaders.record),
  };
}
