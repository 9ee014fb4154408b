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
import { mountEndpoint } from '../http/mount.ts';
import { mountImports } from './imports.ts';
import { memberDb } from './member-db.ts';

/** The chart of accounts and the tafsili accounts, and the tafsili accounts' import. */
export function mountChartRoutes(app: Hono<AppEnv>): void {
  mountEndpoint(app, accountEndpoints.list, (c, { params, query }) => ({
    success: true as const,
    data: listAccounts(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, accountEndpoints.get, (c, { params }) => ({
    success: true as const,
    itemInfo: toAccount(getAccount(memberDb(c, params.companyId), params.companyId, params.id)),
  }));
  mountEndpoint(app, accountEndpoints.create, (c, { params, body }) => {
    const itemInfo = toAccount(createAccount(memberDb(c, params.companyId), params.companyId, body));
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, accountEndpoints.update, (c, { params, body }) => ({
    success: true as const,
    itemInfo: toAccount(updateAccount(memberDb(c, params.companyId), params.companyId, params.id, body)),
  }));
  mountEndpoint(app, accountEndpoints.remove, (c, { params }) => ({
    success: true as const,
    itemInfo: { outcome: removeAccount(memberDb(c, params.companyId), params.companyId, params.id) },
  }));

  mountEndpoint(app, tafsiliEndpoints.list, (c, { params, query }) => ({
    success: true as const,
    data: listTafsili(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, tafsiliEndpoints.get, (c, { params }) => ({
    success: true as const,
    itemInfo: toTafsili(getTafsili(memberDb(c, params.companyId), params.companyId, params.id)),
  }));
  mountEndpoint(app, tafsiliEndpoints.create, (c, { params, body }) => {
    const itemInfo = toTafsili(createTafsili(memberDb(c, params.companyId), params.companyId, body));
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, tafsiliEndpoints.update, (c, { params, body }) => ({
    success: true as const,
    itemInfo: toTafsili(updateTafsili(memberDb(c, params.companyId), params.companyId, params.id, body)),
  }));
  mountEndpoint(app, tafsiliEndpoints.remove, (c, { params }) => ({
    success: true as const,
    itemInfo: { outcome: removeTafsili(memberDb(c, params.companyId), params.companyId, params.id) },
  }));
  mountImports(app, tafsiliImportEndpoints, 'tafsili');
  mountImports(app, accountImportEndpoints, 'accounts');
  mountImports(app, openingBalanceImportEndpoints, 'opening-balances');
}
