import {
  accountEndpoints,
  type accountListQuerySchema,
  tafsiliEndpoints,
  type tafsiliListQuerySchema,
} from '@daftar/contracts/endpoints/accounting-chart';
import { accountingReportEndpoints as reports } from '@daftar/contracts/endpoints/accounting-reports';
import { accountingSettingsEndpoints } from '@daftar/contracts/endpoints/accounting-settings';
import type { z } from 'zod';
import { companyReport } from '../../lib/api/company-report.ts';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { bodyCall, idBodyCall, itemCall } from '../../lib/api/company-calls.ts';

/**
 * The books' reports, chart of accounts, tafsili accounts and settings of the active company. Like every client
 * function they send what they are given: the forms validate with the same contract schemas.
 */

export type AccountListQuery = z.input<typeof accountListQuerySchema>;
export type TafsiliListQuery = z.input<typeof tafsiliListQuerySchema>;

/** One page of an account's (or a tafsili's) lines with the opening, running and closing balances. */
export const generalLedger = companyReport(reports.generalLedger);

export const trialBalance = companyReport(reports.trialBalance);

export const profitAndLoss = companyReport(reports.profitLoss);

export const balanceSheet = companyReport(reports.balanceSheet);

export const tafsiliReport = companyReport(reports.tafsiliReport);

/** The whole chart in code order; `parentId` makes the tree. */
export async function listAccounts(client: HttpClient, companyId: number, query: AccountListQuery = {}) {
  return (await client.call(accountEndpoints.list, { params: { companyId }, query })).data;
}

export const createAccount = bodyCall(accountEndpoints.create);

/** PUT replaces the account's code, names, nature and archiving. */
export const updateAccount = idBodyCall(accountEndpoints.update);

/** DELETED, or ARCHIVED when voucher lines use the account. */
export async function removeAccount(client: HttpClient, companyId: number, id: number) {
  return (await client.call(accountEndpoints.remove, { params: { companyId, id } })).itemInfo.outcome;
}

export async function listTafsili(client: HttpClient, companyId: number, query: TafsiliListQuery = {}) {
  return (await client.call(tafsiliEndpoints.list, { params: { companyId }, query })).data;
}

export const createTafsili = bodyCall(tafsiliEndpoints.create);

export const updateTafsili = idBodyCall(tafsiliEndpoints.update);

export const getAccountingSettings = itemCall(accountingSettingsEndpoints.get);

export const updateAccountingSettings = bodyCall(accountingSettingsEndpoints.update);
