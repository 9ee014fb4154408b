import type { Page } from 'playwright-core';
import { type Item, itemEndpoints } from '@daftar/contracts/endpoints/items';
import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { maxPageSize } from '@daftar/contracts/schemas/list-query';
import { apiAs } from '../harness/api-as.ts';
import { saveForm } from '../harness/form-page.ts';
import { seeded } from '../shell/session.ts';

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
 * The newest item of a company that matches, read through the API as its administrator reads them (the seed gives
 * each company about a hundred). The newest, because the list shows newest first: a search for its code (which
 * other codes and barcodes may contain) has it on the first page.
 */
export async function seededItem(companyId: number, wanted: (item: Item) => boolean = () => true): Promise<Item> {
  const api = await apiAs(seeded.admin);
  for (let page = 1; ; page += 1) {
    const answer = await api.call(itemEndpoints.list, {
      params: { companyId },
      query: { page, pageSize: maxPageSize, sort: '-createdAt' },
    });
    const found = answer.data.find(wanted);
    if (found) return found;
    if (page * maxPageSize >= answer.meta.total) {
      throw new Error(`company ${companyId} has no item that matches ${wanted.toString()}`);
    }
  }
}

/** Picks service or product: the segmented control's radios are drawn by their labels, which take the click. */
export async function chooseKind(page: Page, kind: 'PRODUCT' | 'SERVICE'): Promise<void> {
  await page.locator('label', { has: page.getByTestId(`item-kind-${kind}`) }).click();
}

/** A service created for the test through the API: no invoice or voucher uses it, so a delete removes it. */
export async function freshService(companyId: number, name: string): Promise<Item> {
  const api = await apiAs(seeded.admin);
  const body = { kind: 'SERVICE' as const, name, unit: 'ساعت', vatApplicable: false };
  return (await api.call(itemEndpoints.create, { params: { companyId }, body })).itemInfo;
}

/** An item on the company's newest seeded invoice: other records use it, so a delete archives it. */
export async function itemOnAnInvoice(companyId: number): Promise<Item> {
  const api = await apiAs(seeded.admin);
  const [newest] = (await api.call(invoicesEndpoints.list, { params: { companyId }, query: { pageSize: 1 } })).data;
  if (!newest) throw new Error(`company ${companyId} has no invoice`);
  const invoice = (await api.call(invoicesEndpoints.get, { params: { companyId, id: newest.id } })).itemInfo;
  const itemId = invoice.lines[0]?.itemId;
  if (itemId === undefined) throw new Error(`invoice ${newest.id} has no line`);
  return (await api.call(itemEndpoints.get, { params: { companyId, id: itemId } })).itemInfo;
}
