import { apiClient } from '../../../lib/api/client.ts';
import { reportQuery } from '../../../lib/query/report-query.ts';
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
import { reportKey } from '../books-keys.ts';

export const debtorsQuery = (companyId: number, query: DebtorsQuery) =>
  reportQuery(reportKey(companyId, 'debtors', query), () => listDebtors(apiClient, companyId, query));

export const statementQuery = (companyId: number, tafsiliId: number, query: StatementQuery) =>
  reportQuery(reportKey(companyId, 'statement', { tafsiliId, ...query }), () =>
    getPersonStatement(apiClient, companyId, tafsiliId, query),
  );

export const vatReportQuery = (companyId: number, query: VatQuery) =>
  reportQuery(reportKey(companyId, 'vat', query), () => getVatReport(apiClient, companyId, query));

export const accountFlowQuery = (companyId: number, query: AccountFlowQuery) =>
  reportQuery(reportKey(companyId, 'people-account-flow', query), () =>
    getPeopleAccountFlow(apiClient, companyId, query),
  );

export const accountFlowPeopleQuery = (companyId: number, accountCode: string, query: AccountFlowPeopleQuery) =>
  reportQuery(reportKey(companyId, 'people-account-flow', { accountCode, ...query }), () =>
    listPeopleAccountFlow(apiClient, companyId, accountCode, query),
  );
