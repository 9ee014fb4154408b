import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../../lib/query/retry.ts';
import {
  type AccountFlowPeopleQuery,
  type AccountFlowQuery,
  type DebtorsQuery,
  getPeopleAccountFlow,
  getPersonStatement,
  getVatReport,
  listDebtors,
  listPeopleAccountFlow,
  type StatementQuery,
  type VatQuery,
} from './people-reports-client.ts';

/**
 * Under the books' key: a voucher saved anywhere in the books marks these stale with the rest of the area's reports.
 */
const reportKey = (companyId: number, report: string, query: unknown) =>
  [...areaKeys.accounting, companyId, 'report', report, query] as const;
const report = { placeholderData: keepPreviousData, retry: retryUnlessClientError } as const;

export const debtorsQuery = (companyId: number, query: DebtorsQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'debtors', query),
    queryFn: () => listDebtors(apiClient, companyId, query),
    ...report,
  });

export const statementQuery = (companyId: number, tafsiliId: number, query: StatementQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'statement', { tafsiliId, ...query }),
    queryFn: () => getPersonStatement(apiClient, companyId, tafsiliId, query),
    ...report,
  });

export const vatReportQuery = (companyId: number, query: VatQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'vat', query),
    queryFn: () => getVatReport(apiClient, companyId, query),
    ...report,
  });

export const accountFlowQuery = (companyId: number, query: AccountFlowQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'people-account-flow', query),
    queryFn: () => getPeopleAccountFlow(apiClient, companyId, query),
    ...report,
  });

export const accountFlowPeopleQuery = (companyId: number, accountCode: string, query: AccountFlowPeopleQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'people-account-flow', { accountCode, ...query }),
    queryFn: () => listPeopleAccountFlow(apiClient, companyId, accountCode, query),
    ...report,
  });
