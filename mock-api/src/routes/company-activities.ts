import { Hono } from 'hono';
import { companyActivityEndpoints } from '@daftar/contracts/endpoints/company-activities';
import { listActivityActors, listCompanyActivities } from '../domain/activities/company-activities.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/** The company's activity log: read only (a write to it is 404, and the database refuses one inside a request). */
export function companyActivityRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, companyActivityEndpoints.listActors, (c, { params }) => ({
    success: true as const,
    itemInfo: listActivityActors(memberDb(c, params.companyId), params.companyId),
  }));

  mountEndpoint(app, companyActivityEndpoints.list, (c, { params, query }) => {
    const { rows, total } = listCompanyActivities(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
  });

  return app;
}
