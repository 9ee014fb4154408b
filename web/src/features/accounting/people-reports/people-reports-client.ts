import {
  type accountFlowPeopleQuerySchema,
  peopleReportEndpoints as endpoints,
  type statementQuerySchema,
} from '@daftar/contracts/endpoints/people-reports';
import type { z } from 'zod';
import { companyReport } from '../../../lib/api/company-report.ts';
import type { HttpClient } from '../../../lib/api/http-client.ts';

/** The people reports of the active company (debtors and creditors, statements, VAT, people account flow). */

export type StatementQuery = z.input<typeof statementQuerySchema>;
export type AccountFlowPeopleQuery = z.input<typeof accountFlowPeopleQuerySchema>;

/** One page of debtors (receivables) or creditors (payables) with their ageing and the totals of every match. */
export const listDebtors = companyReport(endpoints.listDebtors);

export async function getPersonStatement(
  client: HttpClient,
  companyId: number,
  tafsiliId: number,
  query: StatementQuery,
) {
  return (await client.call(endpoints.getStatement, { params: { companyId, tafsiliId }, query })).itemInfo;
}

export const getVatReport = companyReport(endpoints.getVatReport);

export const getPeopleAccountFlow = companyReport(endpoints.getAccountFlow);

export async function listPeopleAccountFlow(
  client: HttpClient,
  companyId: number,
  accountCode: string,
  query: AccountFlowPeopleQuery,
) {
  return (await client.call(endpoints.listAccountFlowPeople, { params: { companyId, accountCode }, query })).itemInfo;
}

export type DebtorsList = Awaited<ReturnType<typeof listDebtors>>;
export type PersonStatement = Awaited<ReturnType<typeof getPersonStatement>>;
export type VatReport = Awaited<ReturnType<typeof getVatReport>>;
