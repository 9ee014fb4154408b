import type { Queryable } from '@daftar/db/client';
import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { toJalali } from '@daftar/db/accounting/calendar';
import { insertFiscalYear } from './fiscal-years.ts';

/**
 * A new company's books, written in the transaction that creates the company: the standard chart, settings pointing
 * at it, and the Jalali year that holds `today`, open for posting. Without them its first invoice would have nowhere
 * to post and the books' screens nothing to show.
 */
export function openCompanyBooks(tx: Queryable, companyId: number, today: string): void {
  const ids = insertStandardChart(tx, companyId);
  insertStandardSettings(tx, companyId, ids);
  insertFiscalYear(tx, companyId, { year: toJalali(today).year });
}
