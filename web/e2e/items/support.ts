import type { Page } from 'playwright-core';
import { withE2eDb } from '../harness/db.ts';
import { saveForm } from '../harness/form-page.ts';

/** The names in the table's rows, top to bottom. */
export const listedNames = (page: Page) => page.getByTestId('item-link').allTextContents();

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
export const saveItem = (page: Page) => saveForm(page, '/items', 'item-detail');

/** A fact of the detail screen as shown (`title`, or a row: `code`, `sale-price`, …). */
export async function fact(page: Page, name: string): Promise<string> {
  const testId = name === 'title' ? 'page-title' : `item-fact-${name}`;
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

/** Picks service or product: the segmented control's radios are drawn by their labels, which take the click. */
export async function chooseKind(page: Page, kind: 'PRODUCT' | 'SERVICE'): Promise<void> {
  await page.locator('label', { has: page.getByTestId(`item-kind-${kind}`) }).click();
}
