import { Hono } from 'hono';
import { dashboardEndpoints } from '@daftar/contracts/endpoints/dashboard';
import { getDashboard } from '../domain/dashboard/dashboard.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';
import { tehranToday } from '../domain/clock/tehran-day.ts';

/** The dashboard's one read: every widget of the active company, at today in Tehran unless `asOf` says. */
export function dashboardRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountEndpoint(app, dashboardEndpoints.get, (c, { params, query }) => ({
    success: true as const,
    itemInfo: getDashboard(memberDb(c, params.companyId), params.companyId, query.asOf ?? tehranToday()),
  }));
  return app;
}
