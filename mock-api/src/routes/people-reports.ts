import { Hono } from 'hono';
import { peopleReportEndpoints as endpoints } from '@daftar/contracts/endpoints/people-reports';
import { getPeopleAccountFlow, listPeopleAccountFlow } from '../domain/people-reports/account-flow.ts';
import { listDebtors } from '../domain/people-reports/debtors.ts';
import { getPersonStatement } from '../domain/people-reports/statement.ts';
import { getVatReport } from '../domain/people-reports/vat.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** Debtors and creditors, a person's statement, VAT per season and the people account flow: read from the journal. */
export function peopleReportRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountCompanyRead(app, endpoints.listDebtors, listDebtors);
  mountEndpoint(app, endpoints.getStatement, (c, { params, query }) => ({
    success: true as const,
    itemInfo: getPersonStatement(memberDb(c, params.companyId), params.companyId, params.tafsiliId, query),
  }));
  mountCompanyRead(app, endpoints.getVatReport, getVatReport);
  mountCompanyRead(app, endpoints.getAccountFlow, getPeopleAccountFlow);
  mountEndpoint(app, endpoints.listAccountFlowPeople, (c, { params, query }) => ({
    success: true as const,
    itemInfo: listPeopleAccountFlow(memberDb(c, params.companyId), params.companyId, params.accountCode, query),
  }));
  return app;
}
