import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { type Item, itemEndpoints } from '@daftar/contracts/endpoints/items';
import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { Page } from 'playwright-core';
import { apiAs } from '../harness/api-as.ts';
import { toLatin } from '../harness/digits.ts';
import { todayIso } from '../../src/lib/format/civil-date.ts';

/** A seeded company's first active customer and an active product with a sale price and VAT, read through the API. */
export async function customerAndProduct(email: string, companyId: number) {
  const api = await apiAs(email);
  const params = { companyId };
  const customers = await api.call(stakeholderEndpoints.list, {
    params,
    query: { page: 1, pageSize: 1, sort: 'code', role: 'customer', active: 'true' },
  });
  const items = await api.call(itemEndpoints.list, {
    params,
    query: { page: 1, pageSize: 50, sort: 'code', kind: 'PRODUCT', active: 'true' },
  });
  const customer = customers.data[0];
  const product = items.data.find((item) => item.salePrice !== null && item.vatApplicable && item.vatRate > 0);
  if (!customer || !product) throw new Error(`company ${companyId} has no active customer or priced product`);
  return { customer, product };
}

/**
 * An issued sale of two of the product to the customer, made through the API as the reader would make it; answers
 * the invoice.
 */
export async function issuedSale(email: string, companyId: number) {
  const { customer, product } = await customerAndProduct(email, companyId);
  const api = await apiAs(email);
  const { itemInfo } = await api.call(invoicesEndpoints.create, {
    params: { companyId },
    body: {
      kind: 'SELL',
      issue: true,
      stakeholderId: customer.id,
      issueDate: todayIso(),
      lines: [{ itemId: product.id, quantity: 2, unitPrice: product.salePrice ?? 1_000_000, vatRate: product.vatRate }],
      shipping: 150_000,
      notes: 'e2e',
    },
  });
  return itemInfo;
}

/** The memory id the e-invoice step sets in the company's invoice settings. */
export const e2eMemoryId = 'ARM405';

/**
 * What an e-invoice of the product needs besides the company's economic code (seeded): a 13-digit goods id on the
 * product and the company's Moadian memory id, both set through the API (keeping the item's other fields and the
 * number prefixes as they are). Answers the goods id.
 */
export async function einvoiceReady(email: string, companyId: number, product: Item): Promise<string> {
  const api = await apiAs(email);
  const goodsServiceId = product.goodsServiceId ?? '2330000604708';
  const { id, createdAt: _created, updatedAt: _updated, ...fields } = product;
  await api.call(itemEndpoints.update, {
    params: { companyId, id },
    body: {
      ...fields,
      salePrice: fields.salePrice ?? undefined,
      purchasePrice: fields.purchasePrice ?? undefined,
      barcode: fields.barcode ?? undefined,
      category: fields.category ?? undefined,
      goodsServiceId,
    },
  });
  const { itemInfo: settings } = await api.call(invoicesEndpoints.getSettings, { params: { companyId } });
  await api.call(invoicesEndpoints.updateSettings, {
    params: { companyId },
    body: { sellPrefix: settings.sellPrefix, purchasePrefix: settings.purchasePrefix, moadianMemoryId: e2eMemoryId },
  });
  return goodsServiceId;
}

/** An amount as the page shows it (grouped, either script's digits) → Rials. */
export const amountIn = async (page: Page, testId: string) =>
  Number(toLatin((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\D/g, ''));
