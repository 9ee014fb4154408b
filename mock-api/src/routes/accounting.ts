import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { mountChartRoutes } from './accounting-chart.ts';
import { mountJournalRoutes } from './accounting-journal.ts';
import { mountLegalBookRoutes } from './accounting-legal-books.ts';
import { mountReportRoutes } from './accounting-reports.ts';

/** The books: chart, tafsili, fiscal years, vouchers, reports and settings; members of the company only. */
export function accountingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountChartRoutes(app);
  mountJournalRoutes(app);
  mountReportRoutes(app);
  mountLegalBookRoutes(app);
  return app;
}
