import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { pageRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('imports', () => import('./routes.tsx'));

type ImportPage = keyof typeof import('./routes.tsx').importPages;

/**
 * An import page's route, `import` under the section it sits in (the stakeholders' and items' lists, the company):
 * the screens come with their own chunk, loaded on the first visit.
 */
export const importRoute = (name: ImportPage): RouteObject =>
  pageRoute(
    'import',
    'WEB_PAGE_IMPORT',
    area.screen((m) => m.importPages[name]),
  );
