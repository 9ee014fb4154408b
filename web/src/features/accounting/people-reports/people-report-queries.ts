import { apiClient } from '../../../lib/api/client.ts';
import { companyReportQuery, reportQuery } from '../../../lib/query/report-query.ts';
import {
  type AccountFlowPeopleQuery,
  getPeopleAccountFlow,
  getPersonStatement,
  getVatReport,
  listDebtors,
  listPeopleAccountFlow,
  type StatementQuery,
} from './people-reports-client.ts';
import { reportKey } from '../books-keys.ts';

export const debtorsQuery = companyReportQuery(reportKey, 'debtors', listDebtors);

export const statementQuery = (companyId: number, tafsiliId: number, query: StatementQuery) =>
  reportQuery(reportKey(companyId, 'statement', { tafsiliId, ...query }), () =>
    getPersonStatement(apiClient, companyId, tafsiliId, query),
  );

export const vatReportQuery = companyReportQuery(reportKey, 'vat', getVatReport);

export const accountFlowQuery = companyReportQuery(reportKey, 'people-account-flow', getPeopleAccountFlow);

export const accountFlowPeopleQuery = (companyId: number, accountCode: string, query: AccountFlowPeopleQuery) =>
  reportQuery(reportKey(companyId, 'people-account-flow', { accountCode, ...query }), () =>
    listPeopleAccountFlow(apiClient, companyId, accountCode, query),
  );
