import type { Hono } from 'hono';
import { accountEndpoints, tafsiliEndpoints } from '@daftar/contracts/endpoints/accounting-chart';
import {
  accountImportEndpoints,
  openingBalanceImportEndpoints,
  tafsiliImportEndpoints,
} from '@daftar/contracts/endpoints/imports';
import {
  createAccount,
  getAccount,
  listAccounts,
  removeAccount,
  toAccount,
  updateAccount,
} from '../domain/accounting/accounts.ts';
import {
  createTafsili,
  getTafsili,
  listTafsili,
  removeTafsili,
  toTafsili,
  updateTafsili,
} from '../domain/accounting/tafsili.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountCompanyList, mountCompanyRecords, viewedThrough } from './company-records.ts';
import { mountImports } from './imports.ts';

/** The chart of accounts and the tafsili accounts, and the tafsili accounts' import. */
export function mountChartRoutes(app: Hono<AppEnv>): void {
  mountCompanyList(app, accountEndpoints.list, listAccounts);
  mountCompanyRecords(
    app,
    accountEndpoints,
    viewedThrough(toAccount, { get: getAccount, create: createAccount, update: updateAccount, remove: removeAccount }),
  );

  mountCompanyList(app, tafsiliEndpoints.list, listTafsili);
  mountCompanyRecords(
    app,
    tafsiliEndpoints,
    viewedThrough(toTafsili, { get: getTafsili, create: createTafsili, update: updateTafsili, remove: removeTafsili }),
  );
  mountImports(app, tafsiliImportEndpoints, 'tafsili');
  mountImports(app, accountImportEndpoints, 'accounts');
  mountImports(app, openingBalanceImportEndpoints, 'opening-balances');
}
