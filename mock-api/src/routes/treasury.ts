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
import { memberDb } from './member-db.ts';

/** The treasury (issue 16): cash boxes, bank accounts, petty cash, partners, transfers. Members of the company only. */
export function treasuryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const user = (c: { get(key: 'caller'): { userId: number } }) => c.get('caller').userId;
  const page = (query: { page: number; pageSize: number }, total: number) => ({
    page: query.page,
    pageSize: query.pageSize,
    total,
  });

  mountEndpoint(app, e.listAccounts, (c, { params, query }) => {
    const { rows, total, totals } = listTreasuryAccounts(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: page(query, total), totals };
  });
  mountEndpoint(app, e.getAccount, (c, { params }) => ({
    success: true as const,
    itemInfo: getTreasuryAccount(memberDb(c, params.companyId), params.companyId, params.id),
  }));
  mountEndpoint(app, e.createAccount, (c, { params, body }) => {
    const itemInfo = createTreasuryAccount(memberDb(c, params.companyId), params.companyId, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, e.updateAccount, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateTreasuryAccount(memberDb(c, params.companyId), params.companyId, params.id, user(c), body),
  }));
  mountEndpoint(app, e.statement, (c, { params, query }) => {
    const db = memberDb(c, params.companyId);
    const { rows, total, summary } = getTreasuryStatement(db, params.companyId, params.id, query);
    return { success: true as const, data: rows, meta: page(query, total), summary };
  });

  mountEndpoint(app, e.listTransfers, (c, { params, query }) => {
    const { rows, total, totals } = listTreasuryTransfers(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: page(query, total), totals };
  });
  mountEndpoint(app, e.createTransfer, (c, { params, body }) => {
    const itemInfo = createTreasuryTransfer(memberDb(c, params.companyId), params.companyId, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, e.cancelTransfer, (c, { params, body }) => ({
    success: true as const,
    itemInfo: cancelTreasuryTransfer(memberDb(c, params.companyId), params.companyId, params.id, user(c), body),
  }));

  mountEndpoint(app, e.listSettlements, (c, { params, query }) => {
    const { rows, total } = listPettyCashSettlements(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: page(query, total) };
  });
  mountEndpoint(app, e.createSettlement, (c, { params, body }) => {
    const itemInfo = createPettyCashSettlement(memberDb(c, params.companyId), params.companyId, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, e.cancelSettlement, (c, { params, body }) => ({
    success: true as const,
    itemInfo: cancelPettyCashSettlement(memberDb(c, params.companyId), params.companyId, params.id, user(c), body),
  }));

  mountEndpoint(app, e.listPartners, (c, { params }) => ({
    success: true as const,
    data: listPartners(memberDb(c, params.companyId), params.companyId),
  }));
  mountEndpoint(app, e.createPartner, (c, { params, body }) => {
    const itemInfo = createPartner(memberDb(c, params.companyId), params.companyId, body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, e.updatePartner, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updatePartner(memberDb(c, params.companyId), params.companyId, params.id, body),
  }));
  mountEndpoint(app, e.listOwnerTransactions, (c, { params, query }) => {
    const { rows, total } = listOwnerTransactions(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: page(query, total) };
  });
  mountEndpoint(app, e.createOwnerTransaction, (c, { params, body }) => {
    const itemInfo = createOwnerTransaction(memberDb(c, params.companyId), params.companyId, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, e.cancelOwnerTransaction, (c, { params, body }) => ({
    success: true as const,
    itemInfo: cancelOwnerTransaction(memberDb(c, params.companyId), params.companyId, params.id, user(c), body),
  }));

  mountEndpoint(app, e.getSettings, (c, { params }) => ({
    success: true as const,
    itemInfo: getTreasurySettings(memberDb(c, params.companyId), params.companyId),
  }));
  mountEndpoint(app, e.updateSettings, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateTreasurySettings(memberDb(c, params.companyId), params.companyId, body),
  }));
  return app;
}
