import {
  type AccountInput,
  accountEndpoints,
  type accountListQuerySchema,
  type TafsiliInput,
  tafsiliEndpoints,
  type tafsiliListQuerySchema,
} from '@daftar/contracts/endpoints/accounting-chart';
import {
  type balanceSheetQuerySchema,
  type ledgerQuerySchema,
  type profitLossQuerySchema,
  accountingReportEndpoints as reports,
  type tafsiliReportQuerySchema,
  type trialBalanceQuerySchema,
} from '@daftar/contracts/endpoints/accounting-reports';
import {
  type AccountingSettingsInput,
  accountingSettingsEndpoints,
} from '@daftar/contracts/endpoints/accounting-settings';
import type { z } from 'zod';
import { companyReport } from '../../lib/api/company-report.ts';
import type { HttpClient } from '../../lib/api/http-client.ts';

/**
 * The books' reports, chart of accounts, tafsili accounts and settings of the active company. Like every client
 * function they send what they are given: the forms validate with the same contract schemas.
 */

export type LedgerQuery = z.input<typeof ledgerQuerySchema>;
export type TrialBalanceQuery = z.input<typeof trialBalanceQuerySchema>;
export type ProfitLossQuery = z.input<typeof profitLossQuerySchema>;
export type BalanceSheetQuery = z.input<typeof balanceSheetQuerySchema>;
export type TafsiliReportQuery = z.input<typeof tafsiliReportQuerySchema>;
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

export async function createAccount(client: HttpClient, companyId: number, input: AccountInput) {
  return (await client.call(accountEndpoints.create, { params: { companyId }, body: input })).itemInfo;
}

/** PUT replaces the account's code, names, nature and archiving. */
export async function updateAccount(client: HttpClient, companyId: number, id: number, input: AccountInput) {
  return (await client.call(accountEndpoints.update, { params: { companyId, id }, body: input })).itemInfo;
}

/** DELETED, or ARCHIVED when voucher lines use the account. */
export async function removeAccount(client: HttpClient, companyId: number, id: number) {
  return (await client.call(accountEndpoints.remove, { params: { companyId, id } })).itemInfo.outcome;
}

export async function listTafsili(client: HttpClient, companyId: number, query: TafsiliListQuery = {}) {
  return (await client.call(tafsiliEndpoints.list, { params: { companyId }, query })).data;
}

export async function createTafsili(client: HttpClient, companyId: number, input: TafsiliInput) {
  return (await client.call(tafsiliEndpoints.create, { params: { companyId }, body: input })).itemInfo;
}

export async function updateTafsili(client: HttpClient, companyId: number, id: number, input: TafsiliInput) {
  return (await client.call(tafsiliEndpoints.update, { params: { companyId, id }, body: input })).itemInfo;
}

export async function getAccountingSettings(client: HttpClient, companyId: number) {
  return (await client.call(accountingSettingsEndpoints.get, { params: { companyId } })).itemInfo;
}

export async function updateAccountingSettings(client: HttpClient, companyId: number, input: AccountingSettingsInput) {
  return (await client.call(accountingSettingsEndpoints.update, { params: { companyId }, body: input })).itemInfo;
}
