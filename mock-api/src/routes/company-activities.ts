import { Hono } from 'hono';
import { companyActivityEndpoints } from '@daftar/contracts/endpoints/company-activities';
import { listActivityActors, listCompanyActivities } from '../domain/activities/company-activities.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountCompanyPage } from './company-records.ts';
import { mountCompanyRead } from './member-db.ts';

/** The company's activity log: read only (a write to it is 404, and the database refuses one inside a request). */
export function companyActivityRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountCompanyRead(app, companyActivityEndpoints.listActors, listActivityActors);

  mountCompanyPage(app, companyActivityEndpoints.list, listCompanyActivities);

  return app;
}
