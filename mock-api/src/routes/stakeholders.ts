import { Hono } from 'hono';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import {
  createStakeholder,
  getStakeholder,
  listStakeholders,
  nextStakeholderCode,
  removeStakeholder,
  updateStakeholder,
} from '../domain/stakeholders.ts';
import { stakeholderImportEndpoints } from '@daftar/contracts/endpoints/imports';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { mountImports } from './imports.ts';
import { memberDb } from './member-db.ts';

/**
 * A company's customers and suppliers; every call is for members of the company only. `next-code` is mounted
 * before `:id`, which would otherwise take it and refuse "next-code" as an id.
 */
export function stakeholderRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, stakeholderEndpoints.list, (c, { params, query }) => {
    const db = memberDb(c, params.companyId);
    const { rows, total } = listStakeholders(db, params.companyId, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
  });

  mountEndpoint(app, stakeholderEndpoints.nextCode, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: { code: nextStakeholderCode(db, params.companyId) } };
  });

  mountEndpoint(app, stakeholderEndpoints.get, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: getStakeholder(db, params.companyId, params.id) };
  });

  mountEndpoint(app, stakeholderEndpoints.create, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const itemInfo = createStakeholder(db, params.companyId, body);
    return { success: true as const, itemInfo };
  });

  mountEndpoint(app, stakeholderEndpoints.update, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: updateStakeholder(db, params.companyId, params.id, body) };
  });

  mountEndpoint(app, stakeholderEndpoints.remove, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: { outcome: removeStakeholder(db, params.companyId, params.id) } };
  });

  mountImports(app, stakeholderImportEndpoints, 'customers');

  return app;
}
