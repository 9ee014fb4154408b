import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { controlRoutes, type LabHooks } from './control-routes.ts';
import type { FaultLab } from './lab.ts';

export interface FaultLabOption {
  lab: FaultLab;
  hooks: LabHooks;
}

/**
 * The control API's routes (main host), or without a lab its 404 MOCK_CONTROL_DISABLED, so a QA script learns why
 * at once. Call before any other route is registered. The lab's step in every request is one of the guards
 * (middleware/guards.ts: `faultLabStep`), which pass the control API's paths by.
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
  if (host === 'main') app.route('/', controlRoutes(option.lab, option.hooks, corsOrigins));
}
