import type { Page } from 'playwright-core';
import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import { fiscalYearEndpoints } from '@daftar/contracts/endpoints/accounting-years';
import { maxPageSize } from '@daftar/contracts/schemas/list-query';
import { apiAs } from '../harness/api-as.ts';
import { settled } from '../harness/browser.ts';

/** The focused element's test id: where Enter took the keyboard. */
export const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/** Presses Enter and waits until the keyboard has moved on (the editor focuses the next cell a frame later). */
export async function enter(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await settled(page);
}

/** Types into the focused cell, then Enter. */
export async function typeAndEnter(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await enter(page);
}

/**
 * Readies a seeded company's open year for closing, as an accountant would before year-end: every TEMPORARY voucher
 * finalised through the API. Answers the open year's id.
 */
export async function finaliseOpenYear(email: string, companyId: number): Promise<number> {
  const api = await apiAs(email);
  const years = await api.call(fiscalYearEndpoints.list, { params: { companyId } });
  const open = years.data.find((year) => year.status === 'OPEN');
  if (!open) throw new Error(`company ${companyId} has no open fiscal year`);
  // Page 1 again and again: each pass finalises what it lists, until none is left (the seed's invoices post hundreds).
  for (;;) {
    const temporary = await api.call(voucherEndpoints.list, {
      params: { companyId },
      query: { page: 1, pageSize: maxPageSize, sort: 'number', status: 'TEMPORARY', fiscalYearId: open.id },
    });
    if (temporary.data.length === 0) return open.id;
    for (const voucher of temporary.data)
      await api.call(voucherEndpoints.finalise, { params: { companyId, id: voucher.id } });
  }
}
