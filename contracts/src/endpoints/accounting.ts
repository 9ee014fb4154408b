import type { Endpoint } from '../endpoint.ts';
import { accountEndpoints, tafsiliEndpoints } from './accounting-chart.ts';
import { accountingReportEndpoints } from './accounting-reports.ts';
import { legalBookEndpoints } from './accounting-legal-books.ts';
import { periodLockEndpoints } from './accounting-period-locks.ts';
import { voucherEndpoints } from './accounting-vouchers.ts';
import { fiscalYearEndpoints } from './accounting-years.ts';
import { accountingSettingsEndpoints } from './accounting-settings.ts';

/** The books' endpoints under one catalogue area, keyed by their operation names (unique across the API). */
export const accountingEndpoints: Record<string, Endpoint> = Object.fromEntries(
  [
    accountEndpoints,
    tafsiliEndpoints,
    fiscalYearEndpoints,
    voucherEndpoints,
    accountingReportEndpoints,
    accountingSettingsEndpoints,
    legalBookEndpoints,
    periodLockEndpoints,
  ]
    .flatMap((endpoints) => Object.values(endpoints))
    .map((endpoint) => [endpoint.name, endpoint]),
);
