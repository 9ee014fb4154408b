import { accountEndpoints, tafsiliEndpoints } from '@daftar/contracts/endpoints/accounting-chart';
import { moneyRecordsEndpoints } from '@daftar/contracts/endpoints/money-records';
import type { MoneyRecordChartsQuery } from '@daftar/contracts/endpoints/money-records-schemas';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { pickerQuery } from '../../lib/api/picker-query.ts';
import { bodyCall, idBodyCall, idCall, idVoidCall, pageCall } from '../../lib/api/company-calls.ts';

/**
 * The income and expense calls of the active company. They send what they are given: the form checks input with
 * the same contract schema, so the server's own 400 and 409 answers stay reachable.
 */

/** One page of a kind's records, with `meta.total` for the pager and `totals` over every matching row. */
export const listMoneyRecords = pageCall(moneyRecordsEndpoints.list);

export const getMoneyRecord = idCall(moneyRecordsEndpoints.get);

/** Numbers the record and posts its voucher (201). */
export const createMoneyRecord = bodyCall(moneyRecordsEndpoints.create);

/** Replaces the record and rewrites its voucher (while TEMPORARY). */
export const updateMoneyRecord = idBodyCall(moneyRecordsEndpoints.update);

export const removeMoneyRecord = idVoidCall(moneyRecordsEndpoints.remove);

/** Reverses a record whose voucher is FINAL: a voucher with the sides swapped, dated as given (today if not). */
export const reverseMoneyRecord = idBodyCall(moneyRecordsEndpoints.reverse);

/** The charts above the lists: each month of the fiscal year's income, expense and cash position. */
export async function getMoneyRecordCharts(client: HttpClient, companyId: number, query: MoneyRecordChartsQuery = {}) {
  return (await client.call(moneyRecordsEndpoints.charts, { params: { companyId }, query })).itemInfo;
}

/** The chart's live accounts, from which the category pickers take the moein revenue or expense ones. */
export async function listCategoryAccounts(client: HttpClient, companyId: number) {
  return (await client.call(accountEndpoints.list, { params: { companyId }, query: { archived: 'false' } })).data;
}

/** The company's cash boxes, bank accounts or petty cash (tafsili of one kind), for "paid from / received into". */
export async function listTreasuryAccounts(
  client: HttpClient,
  companyId: number,
  kind: 'CASH_BOX' | 'BANK_ACCOUNT' | 'PETTY_CASH',
) {
  const query = { kind, archived: 'false' as const };
  return (await client.call(tafsiliEndpoints.list, { params: { companyId }, query })).data;
}

/** The form's stakeholder picker and the list's filter: active people and businesses matching name, code or mobile. */
export async function searchStakeholders(client: HttpClient, companyId: number, q: string) {
  const query = pickerQuery('displayName', q);
  return (await client.call(stakeholderEndpoints.list, { params: { companyId }, query })).data;
}
