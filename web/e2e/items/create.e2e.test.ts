import { describe, expect, it } from 'vitest';
import { toast } from '../harness/app-page.ts';
import { listShown } from '../harness/list-page.ts';
import { pathOf, readerOf, signedInAt } from '../shell/session.ts';
import { chooseKind, fact, fillItem, saveItem } from './support.ts';
import { browserPerFile } from '../harness/suite.ts';

describe('creating products and services', () => {
  const chromium = browserPerFile();

  it('creates a service in Persian: the next code prefilled, Persian digits typed, all shown formatted', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.fa, '/items');
    await listShown(page);
    await page.getByTestId('items-new-service').click();
    await page.waitForURL('**/items/create?formType=SERVICE');
    await page.getByTestId('item-form').waitFor();
    await expect.poll(() => page.getByTestId('item-kind-SERVICE').isChecked()).toBe(true);
    // The next free code, in Persian digits like every number on the page.
    const code = await page.getByTestId('item-code').inputValue();
    expect(code).toMatch(/^[۰-۹]+$/);
    // Services keep no barcode and no stock.
    await expect.poll(() => page.getByTestId('item-barcode').count()).toBe(0);
    await expect.poll(() => page.getByTestId('item-track-stock').count()).toBe(0);

    await fillItem(page, { name: 'نصب و راه‌اندازی دستگاه', unit: 'ساعت', category: 'خدمات', salePrice: '۱۲۰۰۰۰۰۰' });
    // Grouped as typed, in Persian digits; the price with 10% VAT follows.
    await expect.poll(() => page.getByTestId('item-sale-price').inputValue()).toBe('۱۲٬۰۰۰٬۰۰۰');
    await expect.poll(() => page.getByTestId('item-price-incl-vat').textContent()).toBe('۱۳٬۲۰۰٬۰۰۰ ریال');
    await saveItem(page);
    await expect.poll(() => toast(page).first().textContent()).toContain('ثبت شد');

    await expect.poll(() => fact(page, 'title')).toBe('نصب و راه‌اندازی دستگاه');
    expect(await fact(page, 'kind')).toBe('خدمت');
    expect(await fact(page, 'code')).toBe(code);
    expect(await fact(page, 'sale-price')).toBe('۱۲٬۰۰۰٬۰۰۰ ریال');
    expect(await fact(page, 'purchase-price')).toBe('—');
    expect(await fact(page, 'vat')).toBe('۱۰٪');
    expect(await fact(page, 'price-incl-vat')).toBe('۱۳٬۲۰۰٬۰۰۰ ریال');
    await expect.poll(() => page.getByTestId('item-fact-barcode').count()).toBe(0);
    // A Jalali date in Persian digits.
    expect(await fact(page, 'created-at')).toMatch(/^[۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}، [۰-۹]{2}:[۰-۹]{2}$/);
    await context.close();
  });

  it('creates a product in English with its barcode; the kind switch updates formType', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.en, '/items/create');
    await page.getByTestId('item-form').waitFor();
    await expect.poll(() => page.getByTestId('item-kind-SERVICE').isChecked()).toBe(true);
    await chooseKind(page, 'PRODUCT');
    await expect.poll(() => new URL(page.url()).search).toBe('?formType=PRODUCT');

    await fillItem(page, {
      name: 'Green tea 100 g',
      unit: 'Pack',
      category: 'Drinks',
      salePrice: '1,150,000',
      purchasePrice: '۸۰۰۰۰۰',
      vatRate: '9',
      barcode: '6260100500013',
    });
    await page.getByTestId('item-track-stock').check();
    await expect.poll(() => page.getByTestId('item-purchase-price').inputValue()).toBe('800,000');
    const id = await saveItem(page);
    expect(pathOf(page)).toBe(`/items/${id}`);

    expect(await fact(page, 'kind')).toBe('Product');
    expect(await fact(page, 'sale-price')).toBe('1,150,000 Rials');
    expect(await fact(page, 'purchase-price')).toBe('800,000 Rials');
    expect(await fact(page, 'vat')).toBe('9%');
    // 9% of 1,150,000 is 103,500.
    expect(await fact(page, 'price-incl-vat')).toBe('1,253,500 Rials');
    expect(await fact(page, 'barcode')).toBe('6260100500013');
    expect(await fact(page, 'stock')).toBe('Derived from invoices');
    expect(await fact(page, 'status')).toBe('Active');
    expect(await fact(page, 'created-at')).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}\b/);
    await context.close();
  });
});
