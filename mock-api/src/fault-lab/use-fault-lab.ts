import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { controlRoutes, type LabHooks } from './control-routes.ts';
import type { FaultLab } from './lab.ts';
import { faultLabMiddleware } from './middleware.ts';

export interface FaultLabOption {
  lab: FaultLab;
  hooks: LabHooks;
}

/**
 * Call before any route is registered: the lab must see each request first (after CORS) to fault it and journal
 * it. Without a lab the control API answers 404 MOCK_CONTROL_DISABLED, so a QA script learns why at once.
 */
export function useFaultLab(
  app: Hono<AppEnv>,
  host: 'main' | 'pay',
  option: FaultLabOption | undefined,
  corsOrigins: readonly string[],
): void {
  if (!option) {
    app.all('/__mock/*', () => {
      throw new HttpError(404, 'MOCK_CONTROL_DISABLED');
    });
    return;
  }
  app.use(faultLabMiddleware(option.lab, host));
  if (host === 'main') app.route('/', controlRoutes(option.lab, option.hooks, corsOrigins));
}
