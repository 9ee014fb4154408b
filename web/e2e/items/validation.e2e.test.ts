import { describe, expect } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { errorUnder } from '../harness/form-page.ts';
import { callsTo } from '../harness/lab.ts';
import { itSignedIn } from '../shell/session.ts';
import { chooseKind, fillItem, seededItem } from './support.ts';
import { browserPerFile, languageCases } from '../harness/suite.ts';

/** The contract's error texts (contracts/src/translations/errors.ts) as each language shows them. */
const texts = {
  fa: {
    barcode: 'بارکد باید ۸، ۱۲، ۱۳ یا ۱۴ رقم با رقم کنترل درست باشد.',
    name: 'نام خیلی کوتاه است.',
    unit: 'پر کردن این فیلد الزامی است.',
    amount: 'مبلغ را به ریال و به‌صورت عدد صحیح نامنفی وارد کنید.',
    rate: 'نرخ مالیات بر ارزش افزوده عددی صحیح از ۰ تا ۱۰۰ است.',
    productsOnly: 'فقط کالاها بارکد دارند.',
    duplicate: 'رکورد دیگری در این شرکت همین کد را دارد.',
  },
  en: {
    barcode: 'The barcode is an 8, 12, 13 or 14 digit GTIN with a correct check digit.',
    name: 'The name is too short.',
    unit: 'This field is required.',
    amount: 'Enter a whole amount in Rials, zero or more.',
    rate: 'The VAT rate is a whole percentage from 0 to 100.',
    productsOnly: 'Only products have a barcode.',
    duplicate: 'Another record of this company has this code.',
  },
} as const;

describe('item form validation, translated under each field', () => {
  const chromium = browserPerFile();

  describe("shows the contract's errors before anything is sent", () => {
    itSignedIn(chromium, languageCases, '/items/create?formType=PRODUCT', async ({ page, language }) => {
      await page.getByTestId('item-form').waitFor();
      // 6260100500013 with its check digit changed.
      await fillItem(page, { name: 'x', salePrice: '12.5', vatRate: '150', barcode: '6260100500014' });
      await page.getByTestId('form-save').click();

      expect(await errorUnder(page, 'item-barcode')).toBe(texts[language].barcode);
      expect(await errorUnder(page, 'item-name')).toBe(texts[language].name);
      expect(await errorUnder(page, 'item-unit')).toBe(texts[language].unit);
      expect(await errorUnder(page, 'item-sale-price')).toBe(texts[language].amount);
      expect(await errorUnder(page, 'item-vat-rate')).toBe(texts[language].rate);
      // The first field to fix takes the focus; nothing reached the server.
      expect(await page.getByTestId('item-name').evaluate((box) => box === document.activeElement)).toBe(true);
      // Scrolled to, but not under the sticky header.
      const nameTop = await page.getByTestId('item-name').evaluate((box) => box.getBoundingClientRect().top);
      const headerBottom = await page
        .locator('.app-header')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      expect(nameTop).toBeGreaterThanOrEqual(headerBottom);
      expect(await callsTo('POST', `/api/v1/companies/${await activeCompany(page)}/items`)).toHaveLength(0);

      // A barcode typed on a product stays in sight when the kind becomes service, and is refused there.
      await fillItem(page, {
        name: 'Installation',
        unit: 'h',
        salePrice: '1000',
        vatRate: '10',
        barcode: '6260100500013',
      });
      await chooseKind(page, 'SERVICE');
      await page.getByTestId('form-save').click();
      expect(await errorUnder(page, 'item-barcode')).toBe(texts[language].productsOnly);
      expect(await errorUnder(page, 'item-name')).toBe('');
    });
  });

  describe("puts the server's 409 DUPLICATE_CODE under the code", () => {
    itSignedIn(chromium, languageCases, undefined, async ({ page, language }) => {
      const taken = await seededItem(await activeCompany(page));
      await page.goto(url('/items/create'));
      await page.getByTestId('item-form').waitFor();
      await fillItem(page, { code: taken.code, name: 'Consulting', unit: 'h' });
      await page.getByTestId('form-save').click();
      await expect.poll(() => errorUnder(page, 'item-code')).toBe(texts[language].duplicate);
      expect(new URL(page.url()).pathname).toBe('/items/create');
    });
  });
});
