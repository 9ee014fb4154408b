import { accountEndpoints } from '@daftar/contracts/endpoints/accounting-chart';
import { accountingReportEndpoints } from '@daftar/contracts/endpoints/accounting-reports';
import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from '../harness/api-as.ts';
import type { viewports } from '../harness/browser.ts';
import { toLatin } from '../harness/digits.ts';
import { signedInAt } from '../shell/session.ts';

/** The company's account id for a chart code, read through the API as the given user reads it. */
export async function accountId(email: string, companyId: number, code: string): Promise<number> {
  const api = await apiAs(email);
  const { data } = await api.call(accountEndpoints.list, { params: { companyId }, query: {} });
  const found = data.find((account) => account.code === code);
  if (!found) throw new Error(`company ${companyId} has no account ${code}`);
  return found.id;
}

/** A trial balance row's figures at moein level over the whole open year, through the API. */
export async function trialBalanceRow(email: string, companyId: number, code: string) {
  const api = await apiAs(email);
  const { itemInfo } = await api.call(accountingReportEndpoints.trialBalance, {
    params: { companyId },
    query: { level: 'MOEIN' },
  });
  return { row: itemInfo.rows.find((row) => row.code === code), totals: itemInfo.totals };
}

/** Posts a two-line TEMPORARY voucher: `amount` Rials debited to one account and credited to another. */
export async function postVoucher(
  email: string,
  companyId: number,
  voucher: { date: string; description: string; debit: number; credit: number; amount: number },
) {
  const api = await apiAs(email);
  const { itemInfo } = await api.call(voucherEndpoints.create, {
    params: { companyId },
    body: {
      date: voucher.date,
      description: voucher.description,
      lines: [
        { accountId: voucher.debit, debit: voucher.amount, credit: 0 },
        { accountId: voucher.credit, debit: 0, credit: voucher.amount },
      ],
    },
  });
  return itemInfo;
}

/** The text of a report table's cell in one row (by its test id) and column. */
export const cell = async (page: Page, rowTestId: string, column: string) =>
  ((await page.getByTestId(rowTestId).locator(`td[data-column="${column}"]`).textContent()) ?? '').trim();

/** Waits for a report's table to show. */
export const reportTable = (page: Page, testId: string) => page.getByTestId(`${testId}-table`).waitFor();

/** Where each report opens, by its table's test id. */
const reportPaths = {
  'trial-balance': '/accounting/balance',
  'balance-sheet': '/accounting/reports/accounts-review',
  'profit-loss': '/accounting/reports/profit-loss',
} as const;

/** A new page signed in as `email` on `report` with the query `search`, once the report's table shows. */
export async function reportAt(
  browser: Browser,
  email: string,
  report: keyof typeof reportPaths,
  search: string,
  viewport: keyof typeof viewports = 'desktop',
): ReturnType<typeof signedInAt> {
  const opened = await signedInAt(browser, email, `${reportPaths[report]}${search}`, viewport);
  await reportTable(opened.page, report);
  return opened;
}

/** The Rials a formatted figure shows (Persian or Latin digits, either group separator, fa's minus sign U+2212). */
export const rialsOf = (text: string) =>
  Number(
    toLatin(text)
      .replace(/\u2212/g, '-')
      .replace(/[^\d-]/g, ''),
  );

/** Types into a picker and chooses the first match, once the matches have loaded. */
export async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).fill(text);
  await page.locator('[role="listbox"]:visible [role="option"]').first().waitFor();
  await page.keyboard.press('Enter');
}
