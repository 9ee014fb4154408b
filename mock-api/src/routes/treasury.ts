import { Hono } from 'hono';
import { treasuryEndpoints as e } from '@daftar/contracts/endpoints/treasury';
import {
  cancelOwnerTransaction,
  createOwnerTransaction,
  createPartner,
  listOwnerTransactions,
  listPartners,
  updatePartner,
} from '../domain/treasury/owners.ts';
import {
  cancelPettyCashSettlement,
  createPettyCashSettlement,
  listPettyCashSettlements,
} from '../domain/treasury/petty-cash.ts';
import { cancelTreasuryTransfer, createTreasuryTransfer, listTreasuryTransfers } from '../domain/treasury/transfers.ts';
import {
  createTreasuryAccount,
  getTreasuryAccount,
  listTreasuryAccounts,
  updateTreasuryAccount,
} from '../domain/treasury/treasury-accounts.ts';
import { getTreasurySettings, updateTreasurySettings } from '../domain/treasury/treasury-settings.ts';
import { getTreasuryStatement } from '../domain/treasury/treasury-statement.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { mountCallerCreate, mountCallerUpdate, mountCompanyPage, mountRecordRead } from './company-records.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** The treasury (issue 16): cash boxes, bank accounts, petty cash, partners, transfers. Members of the company only. */
export function treasuryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountCompanyPage(app, e.listAccounts, listTreasuryAccounts);
  mountRecordRead(app, e.getAccount, getTreasuryAccount);
  mountCallerCreate(app, e.createAccount, createTreasuryAccount);
  mountCallerUpdate(app, e.updateAccount, updateTreasuryAccount);
  mountEndpoint(app, e.statement, (c, { params, query }) => {
    const db = memberDb(c, params.companyId);
    const { rows, total, summary } = getTreasuryStatement(db, params.companyId, params.id, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total }, summary };
  });

  mountCompanyPage(app, e.listTransfers, listTreasuryTransfers);
  mountCallerCreate(app, e.createTransfer, createTreasuryTransfer);
  mountCallerUpdate(app, e.cancelTransfer, cancelTreasuryTransfer);

  mountCompanyPage(app, e.listSettlements, listPettyCashSettlements);
  mountCallerCreate(app, e.createSettlement, createPettyCashSettlement);
  mountCallerUpdate(app, e.cancelSettlement, cancelPettyCashSettlement);

  mountEndpoint(app, e.listPartners, (c, { params }) => ({
    success: true as const,
    data: listPartners(memberDb(c, params.companyId), params.companyId),
  }));
  mountEndpoint(app, e.createPartner, (c, { params, body }) => ({
    success: true as const,
    itemInfo: createPartner(memberDb(c, params.companyId), params.companyId, body),
  }));
  mountEndpoint(app, e.updatePartner, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updatePartner(memberDb(c, params.companyId), params.companyId, params.id, body),
  }));
  mountCompanyPage(app, e.listOwnerTransactions, listOwnerTransactions);
  mountCallerCreate(app, e.createOwnerTransaction, createOwnerTransaction);
  mountCallerUpdate(app, e.cancelOwnerTransaction, cancelOwnerTransaction);

  mountCompanyRead(app, e.getSettings, getTreasurySettings);
  mountEndpoint(app, e.updateSettings, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateTreasurySettings(memberDb(c, params.companyId), params.companyId, body),
  }));
  return app;
}
