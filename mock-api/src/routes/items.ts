import { Hono } from 'hono';
import { itemEndpoints } from '@daftar/contracts/endpoints/items';
import { itemRecords, listItemCategories, listItems, nextItemCode } from '../domain/items.ts';
import { itemImportEndpoints } from '@daftar/contracts/endpoints/imports';
import type { AppEnv } from '../http/app-env.ts';
import { mountCompanyList, mountCompanyPage, mountCompanyRecords } from './company-records.ts';
import { mountImports } from './imports.ts';
import { mountCompanyRead } from './member-db.ts';

/**
 * A company's products and services; every call is for members of the company only. `categories` and `next-code`
 * are mounted before `:id`, which would otherwise take them and refuse them as ids.
 */
export function itemRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountCompanyPage(app, itemEndpoints.list, listItems);
  mountCompanyList(app, itemEndpoints.listCategories, listItemCategories);
  mountCompanyRead(app, itemEndpoints.nextCode, (db, companyId) => ({ code: nextItemCode(db, companyId) }));
  mountCompanyRecords(app, itemEndpoints, itemRecords);
  mountImports(app, itemImportEndpoints, 'items');

  return app;
}
