import type { RouteObject } from 'react-router';
import { accountingRoutes } from '../../features/accounting/route-tree.ts';
import { authRoutes } from '../../features/auth/route-tree.ts';
import { bankingRoutes } from '../../features/banking/route-tree.ts';
import { comingSoonRoutes } from '../../features/coming-soon/route-tree.ts';
import { companyRoutes } from '../../features/company/route-tree.ts';
import { dashboardRoutes } from '../../features/dashboard/route-tree.ts';
import { developersRoutes } from '../../features/developers/route-tree.ts';
import { expenseRoutes } from '../../features/expense/route-tree.ts';
import { hubRoutes } from '../../features/hub/route-tree.ts';
import { incomeRoutes } from '../../features/income/route-tree.ts';
import { invoicesRoutes } from '../../features/invoices/route-tree.ts';
import { itemsRoutes } from '../../features/items/route-tree.ts';
import { payRoutes } from '../../features/pay/route-tree.ts';
import { profileRoutes } from '../../features/profile/route-tree.ts';
import { registerRoutes } from '../../features/register/route-tree.ts';
import { reportsRoutes } from '../../features/reports/route-tree.ts';
import { stakeholdersRoutes } from '../../features/stakeholders/route-tree.ts';
import { importOrReloadOnce } from '../../lib/routing/reload-once.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireSession } from '../guards/require-session.ts';
import { NotFound } from '../shell/not-found.tsx';
import { RootLayout } from '../shell/root-layout.tsx';
import { RouteError } from '../shell/route-error.tsx';
import { StartupLoading } from '../shell/startup-loading.tsx';

/** Every route of SPEC §2: public sign-in, then the session guard over registration and the signed-in layout. */
export function appRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: StartupLoading,
      children: [
        ...authRoutes,
        {
          id: 'session',
          path: '/',
          middleware: [requireSession(deps)],
          // Client middleware runs when a loader runs; this one makes sure a loader always does.
          loader: () => null,
          children: [
            ...registerRoutes,
            {
              id: 'app',
              // Not needed to show /login, so it stays out of the first download (the /login bundle budget).
              lazy: () =>
                importOrReloadOnce('shell', () => import('../shell/app-layout.tsx')).then((m) => ({
                  Component: m.AppLayout,
                })),
              children: [
                {
                  // Errors of a screen show inside the layout, so navigation stays usable.
                  ErrorBoundary: RouteError,
                  children: [
                    ...dashboardRoutes,
                    ...comingSoonRoutes,
                    ...hubRoutes,
                    ...profileRoutes(deps),
                    ...developersRoutes,
                    ...companyRoutes,
                    ...stakeholdersRoutes(deps),
                    ...itemsRoutes(deps),
                    ...incomeRoutes,
                    ...expenseRoutes,
                    ...invoicesRoutes(deps),
                    ...reportsRoutes,
                    ...bankingRoutes,
                    ...accountingRoutes,
                    ...payRoutes(deps),
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}
