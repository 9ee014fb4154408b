import { addFaultRule, type FaultRuleInput } from '@daftar/contracts/endpoints/mock-control';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { createHttpClient } from '../../src/lib/api/http-client.ts';
import { newPage, type viewports } from '../harness/browser.ts';
import { withE2eDb } from '../harness/db.ts';
import { signIn } from '../shell/session.ts';

/** Seeded readers: the administrator reads Persian, the user English (README "Seeded data"). */
export const readerOf = { fa: 'admin@daftar.local', en: 'user@daftar.local' } as const;

/** A page signed in as `email`, on the dashboard of the first company. */
export async function signedIn(
  browser: Browser,
  email: string,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  await signIn(page, email);
  await page.getByTestId('dashboard-company').waitFor();
  return { context, page };
}

export const url = (path: string) => `${inject('webUrl')}${path}`;

/** /items (with a query), once the page's rows or its empty state are on screen. */
export async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(url(`/items${search}`));
  await page.locator('[data-testid="list-total"], [data-testid="list-empty"]').first().waitFor();
}

/** The list's row count as the summary says it, digits of either script. */
export async function listedTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('list-total').textContent()) ?? '';
  const digits = text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/\D/g, '');
  return Number(digits);
}

/** The names in the table's rows, top to bottom. */
export const listedNames = (page: Page) => page.getByTestId('item-link').allTextContents();

/** The error message under a form control, found through its aria-describedby. */
export async function errorUnder(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).evaluate((control) => {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
    const errorId = ids.find((id) => id.endsWith('-error'));
    return errorId ? (document.getElementById(errorId)?.textContent ?? '') : '';
  });
}

export interface ItemFields {
  name?: string;
  code?: string;
  unit?: string;
  category?: string;
  salePrice?: string;
  purchasePrice?: string;
  vatRate?: string;
  barcode?: string;
}

/** Types into the item form's text boxes (only those given), replacing what they hold. */
export async function fillItem(page: Page, fields: ItemFields): Promise<void> {
  const boxes: [keyof ItemFields, string][] = [
    ['name', 'item-name'],
    ['code', 'item-code'],
    ['unit', 'item-unit'],
    ['category', 'item-category'],
    ['salePrice', 'item-sale-price'],
    ['purchasePrice', 'item-purchase-price'],
    ['vatRate', 'item-vat-rate'],
    ['barcode', 'item-barcode'],
  ];
  for (const [field, testId] of boxes) {
    const value = fields[field];
    if (value !== undefined) await page.getByTestId(testId).fill(value);
  }
}

/** Saves the form and waits for the detail screen of the saved item; answers its id. */
export async function saveItem(page: Page): Promise<number> {
  await page.getByTestId('item-submit').click();
  await page.waitForURL(/\/items\/\d+$/);
  await page.getByTestId('item-detail').waitFor();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

/** A fact of the detail screen as shown (`title`, or a row: `code`, `sale-price`, …). */
export async function fact(page: Page, name: string): Promise<string> {
  const testId = name === 'title' ? 'item-title' : `item-fact-${name}`;
  return ((await page.getByTestId(testId).textContent()) ?? '').trim();
}

/**
 * The newest item of a company matching `where`, straight from the e2e database (the seed gives each company about a
 * hundred). The newest, because the list shows newest first: a search for its code (which other codes and barcodes
 * may contain) has it on the first page.
 */
export function seededItem(companyId: number, where = '1 = 1'): SeededItem {
  return withE2eDb((db) =>
    db
      .prepare(
        `select id, code, name, barcode from items where company_id = ? and ${where} order by created_at desc limit 1`,
      )
      .get(companyId),
  ) as SeededItem;
}

interface SeededItem {
  id: number;
  code: string;
  name: string;
  barcode: string | null;
}

/** The active company of the page (businessId). */
export async function activeCompany(page: Page): Promise<number> {
  return Number(await page.evaluate(() => localStorage.getItem('businessId')));
}

export const toast = (page: Page) => page.locator('.Toastify__toast');

/** A fault-lab rule on the e2e stack: an answer the API cannot give yet (an ARCHIVED delete needs invoices). */
export async function addRule(rule: FaultRuleInput): Promise<void> {
  const client = createHttpClient({ baseUrls: { main: inject('apiUrl'), pay: inject('payApiUrl') } });
  await client.call(addFaultRule, { body: rule });
}

/** Picks service or product: the segmented control's radios are drawn by their labels, which take the click. */
export async function chooseKind(page: Page, kind: 'PRODUCT' | 'SERVICE'): Promise<void> {
  await page.locator('label', { has: page.getByTestId(`item-kind-${kind}`) }).click();
}
