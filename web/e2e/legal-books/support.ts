import { fiscalYearEndpoints } from '@daftar/contracts/endpoints/accounting-years';
import type { HttpClient } from '../../src/lib/api/http-client.ts';

/**
 * Finalises the vouchers of the fiscal year that holds the month, up to its last day (the seed's documents post
 * temporary ones), and answers that year.
 */
export async function finaliseMonth(api: HttpClient, companyId: number, month: { from: string; to: string }) {
  const years = await api.call(fiscalYearEndpoints.list, { params: { companyId } });
  const year = years.data.find((each) => each.startDate <= month.from && each.endDate >= month.to);
  if (!year) throw new Error('no fiscal year holds the month');
  await api.call(fiscalYearEndpoints.finaliseVouchers, {
    params: { companyId, id: year.id },
    body: { upTo: month.to },
  });
  return year;
}
