import { Hono } from 'hono';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import { listStakeholders, nextStakeholderCode, stakeholderRecords } from '../domain/stakeholders.ts';
import { stakeholderImportEndpoints } from '@daftar/contracts/endpoints/imports';
import type { AppEnv } from '../http/app-env.ts';
import { mountCompanyPage, mountCompanyRecords } from './company-records.ts';
import { mountImports } from './imports.ts';
import { mountCompanyRead } from './member-db.ts';

/**
 * A company's customers and suppliers; every call is for members of the company only. `next-code` is mounted
 * before `:id`, which would otherwise take it and refuse "next-code" as an id.
 */
export function stakeholderRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountCompanyPage(app, stakeholderEndpoints.list, listStakeholders);
  mountCompanyRead(app, stakeholderEndpoints.nextCode, (db, companyId) => ({
    code: nextStakeholderCode(db, companyId),
  }));
  mountCompanyRecords(app, stakeholderEndpoints, stakeholderRecords);
  mountImports(app, stakeholderImportEndpoints, 'customers');

  return app;
}
