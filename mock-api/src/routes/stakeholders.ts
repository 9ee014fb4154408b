import { Hono } from 'hono';
import {
  createStakeholder,
  deleteStakeholder,
  getStakeholder,
  listStakeholders,
  nextStakeholderCode,
  updateStakeholder,
} from '@daftar/contracts/endpoints/stakeholders';
import { requireMembership } from '../domain/membership.ts';
import {
  createStakeholderRecord,
  deleteStakeholderRecord,
  findStakeholder,
  listStakeholderPage,
  nextStakeholderCode as nextCodeOf,
  toStakeholder,
  updateStakeholderRecord,
} from '../domain/stakeholders.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

/**
 * A company's customers and suppliers; every call is for members of the company only. `next-code` is mounted
 * before `:id`, which would otherwise take it and refuse "next-code" as an id.
 */
export function stakeholderRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, listStakeholders, (c, { params, query }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, params.companyId);
    const { rows, total } = listStakeholderPage(db, params.companyId, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
  });

  mountEndpoint(app, nextStakeholderCode, (c, { params }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, params.companyId);
    return { success: true as const, itemInfo: { code: nextCodeOf(db, params.companyId) } };
  });

  mountEndpoint(app, getStakeholder, (c, { params }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, params.companyId);
    return { success: true as const, itemInfo: toStakeholder(findStakeholder(db, params.companyId, params.id)) };
  });

  mountEndpoint(app, createStakeholder, (c, { params, body }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, params.companyId);
    const row = createStakeholderRecord(db, params.companyId, body);
    c.status(201);
    return { success: true as const, itemInfo: toStakeholder(row) };
  });

  mountEndpoint(app, updateStakeholder, (c, { params, body }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, params.companyId);
    const row = updateStakeholderRecord(db, params.companyId, params.id, body);
    return { success: true as const, itemInfo: toStakeholder(row) };
  });

  mountEndpoint(app, deleteStakeholder, (c, { params }) => {
    const db = c.get('db');
    requireMembership(db, c.get('caller').userId, params.companyId);
    return { success: true as const, itemInfo: { outcome: deleteStakeholderRecord(db, params.companyId, params.id) } };
  });

  return app;
}
