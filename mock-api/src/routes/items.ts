import { Hono } from 'hono';
import { itemEndpoints } from '@daftar/contracts/endpoints/items';
import {
  createItem,
  getItem,
  listItemCategories,
  listItems,
  nextItemCode,
  removeItem,
  updateItem,
} from '../domain/items.ts';
import { itemImportEndpoints } from '@daftar/contracts/endpoints/imports';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { mountImports } from './imports.ts';
import { memberDb } from './member-db.ts';

/**
 * A company's products and services; every call is for members of the company only. `categories` and `next-code`
 * are mounted before `:id`, which would otherwise take them and refuse them as ids.
 */
export function itemRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, itemEndpoints.list, (c, { params, query }) => {
    const db = memberDb(c, params.companyId);
    const { rows, total } = listItems(db, params.companyId, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
  });

  mountEndpoint(app, itemEndpoints.listCategories, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, data: listItemCategories(db, params.companyId) };
  });

  mountEndpoint(app, itemEndpoints.nextCode, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: { code: nextItemCode(db, params.companyId) } };
  });

  mountEndpoint(app, itemEndpoints.get, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: getItem(db, params.companyId, params.id) };
  });

  mountEndpoint(app, itemEndpoints.create, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const itemInfo = createItem(db, params.companyId, body);
    return { success: true as const, itemInfo };
  });

  mountEndpoint(app, itemEndpoints.update, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: updateItem(db, params.companyId, params.id, body) };
  });

  mountEndpoint(app, itemEndpoints.remove, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, itemInfo: { outcome: removeItem(db, params.companyId, params.id) } };
  });

  mountImports(app, itemImportEndpoints, 'items');

  return app;
}
