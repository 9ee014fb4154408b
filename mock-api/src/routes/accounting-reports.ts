import type { Hono } from 'hono';
import { accountingReportEndpoints as reports } from '@daftar/contracts/endpoints/accounting-reports';
import { generalLedger } from '../domain/accounting/reports/ledger.ts';
import { debtorsAndCreditors, tafsiliReport } from '../domain/accounting/reports/parties.ts';
import { balanceSheet, profitAndLoss } from '../domain/accounting/reports/statements.ts';
import { trialBalance } from '../domain/accounting/reports/trial-balance.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/** The reports, each read from the journal alone. */
export function mountReportRoutes(app: Hono<AppEnv>): void {
  mountEndpoint(app, reports.generalLedger, (c, { params, query }) => ({
    success: true as const,
    itemInfo: generalLedger(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, reports.trialBalance, (c, { params, query }) => ({
    success: true as const,
    itemInfo: trialBalance(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, reports.profitLoss, (c, { params, query }) => ({
    success: true as const,
    itemInfo: profitAndLoss(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, reports.balanceSheet, (c, { params, query }) => ({
    success: true as const,
    itemInfo: balanceSheet(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, reports.tafsiliReport, (c, { params, query }) => ({
    success: true as const,
    itemInfo: tafsiliReport(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, reports.debtorsCreditors, (c, { params, query }) => ({
    success: true as const,
    itemInfo: debtorsAndCreditors(memberDb(c, params.companyId), params.companyId, query),
  }));
}
