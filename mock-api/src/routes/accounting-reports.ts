import type { Hono } from 'hono';
import { accountingReportEndpoints as reports } from '@daftar/contracts/endpoints/accounting-reports';
import { generalLedger } from '../domain/accounting/reports/ledger.ts';
import { debtorsAndCreditors, tafsiliReport } from '../domain/accounting/reports/parties.ts';
import { balanceSheet, profitAndLoss } from '../domain/accounting/reports/statements.ts';
import { trialBalance } from '../domain/accounting/reports/trial-balance.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountCompanyRead } from './member-db.ts';

/** The reports, each read from the journal alone. */
export function mountReportRoutes(app: Hono<AppEnv>): void {
  mountCompanyRead(app, reports.generalLedger, generalLedger);
  mountCompanyRead(app, reports.trialBalance, trialBalance);
  mountCompanyRead(app, reports.profitLoss, profitAndLoss);
  mountCompanyRead(app, reports.balanceSheet, balanceSheet);
  mountCompanyRead(app, reports.tafsiliReport, tafsiliReport);
  mountCompanyRead(app, reports.debtorsCreditors, debtorsAndCreditors);
}
