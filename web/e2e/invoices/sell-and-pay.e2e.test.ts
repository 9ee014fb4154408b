import type { MoadianInvoice } from '@daftar/contracts/endpoints/invoices-moadian';
import { describe, expect } from 'vitest';
import { downloadBy, downloadedText } from '../harness/downloads.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { digitsIn, toLatin } from '../harness/digits.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { itSignedIn, readerOf } from '../shell/session.ts';
import { amountIn, customerAndProduct, e2eMemoryId, einvoiceReady } from './support.ts';
import { enter, focusedTestId, pickWithKeyboard } from '../harness/keyboard.ts';

const texts = {
  fa: { issued: 'صادرشده', partlyPaid: 'بخشی پرداخت‌شده', newCustomer: 'مشتری جدید', card: 'کارت' },
  en: { issued: 'Issued', partlyPaid: 'Partly paid', newCustomer: 'New customer', card: 'Card' },
} as const;

/** The seed's payment methods (db/src/seed/payment-methods.ts): the active card reader and the one no longer used. */
const cardReader = 'کارت‌خوان بانک ملت';
const oldCardReader = 'کارت‌خوان قدیمی سامان';

/** A surname no one has yet: the time's digits as Persian letters, so each run's new customer is found as new. */
const newSurname = () =>
  `آزمون${[...String(Date.now()).slice(-6)].map((digit) => 'ابپتثجچحخد'[Number(digit)]).join('')}`;

describe('a sell invoice: typed with the keyboard for a customer made on the spot, an e-invoice, issued, partly paid by card, downloaded for Moadian, found in the journal', () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, flowCases, undefined, async ({ page, language, viewport }) => {
    const digits = digitsIn(language);
    const companyId = await activeCompany(page);
    const { product } = await customerAndProduct(readerOf[language], companyId);
    const goodsServiceId = await einvoiceReady(readerOf[language], companyId, product);
    const shot = (screen: string) => screenshot(page, `invoices-${screen}-${language}-${viewport}`);

    await page.goto(url('/invoices/sell/create'));
    await page.getByTestId('invoice-editor').waitFor();
    // Dated today, in the page's calendar.
    await expect
      .poll(() => page.getByTestId('invoice-issue-date').inputValue())
      .toMatch(language === 'fa' ? /^۱۴۰۵\// : /^2026-/);

    // A customer no one has: the search finds nothing, so "New customer…" comes first and Enter opens its dialog
    // with the name typed; a mobile too short is refused under its field, then the customer is made and picked.
    const surname = newSurname();
    await page.getByTestId('invoice-party').click();
    await page.keyboard.type(`مینا ${surname}`);
    await expect
      .poll(() => page.locator('[role=option]:visible').first().textContent())
      .toContain(texts[language].newCustomer);
    await enter(page);
    await page.getByTestId('party-create').waitFor();
    await expect.poll(() => page.getByTestId('party-firstName').inputValue()).toBe('مینا');
    await expect.poll(() => page.getByTestId('party-lastName').inputValue()).toBe(surname);
    await page.getByTestId('party-mobile').fill(digits('0912'));
    await page.getByTestId('party-save').click();
    await expect.poll(() => page.getByTestId('party-mobile').getAttribute('aria-invalid')).toBe('true');
    await shot('party-dialog');
    await page.getByTestId('party-mobile').fill(digits('09121234567'));
    await page.getByTestId('party-save').click();
    await page.getByTestId('party-create').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('invoice-party').inputValue()).toContain(surname);

    // The line: item → quantity → unit price → discount, each with Enter.
    await page.getByTestId('invoice-line-item').first().click();
    await pickWithKeyboard(page, digits(product.code));
    await expect.poll(() => focusedTestId(page)).toBe('invoice-line-quantity');
    // The item filled its price; typing replaces the quantity it filled (1).
    await expect
      .poll(async () =>
        toLatin(await page.getByTestId('invoice-line-unitPrice').first().inputValue()).replace(/\D/g, ''),
      )
      .toBe(String(product.salePrice));
    await page.keyboard.type(digits('3'));
    await enter(page);
    await expect.poll(() => focusedTestId(page)).toBe('invoice-line-unitPrice');
    await enter(page);
    await expect.poll(() => focusedTestId(page)).toBe('invoice-line-discountValue');
    await page.keyboard.type(digits('10000'));
    await enter(page);
    // Enter after the last line's discount opened a second line and moved to its item.
    await expect.poll(() => page.getByTestId('invoice-line').count()).toBe(2);
    await expect.poll(() => focusedTestId(page)).toBe('invoice-line-item');

    // The live total is the shared module's: 3 × price − 10,000, plus VAT on that.
    const net = 3 * (product.salePrice ?? 0) - 10_000;
    const total = net + Math.round((net * product.vatRate) / 100);
    await expect.poll(() => amountIn(page, 'invoice-grand-total')).toBe(total);

    // An e-invoice of type 2 (the new customer has no ids to give), pattern 1 (a sale) chosen with it.
    await page.getByTestId('invoice-einvoice-type').selectOption('2');
    await expect.poll(() => page.getByTestId('invoice-einvoice-pattern').inputValue()).toBe('1');
    await shot('einvoice-editor');

    // Issued at once; the blank second line is not sent.
    await page.getByTestId('invoice-save-issue').click();
    await page.waitForURL(/\/invoices\/sell\/\d+$/);
    await page.getByTestId('invoice-view').waitFor();
    await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe(texts[language].issued);
    await expect.poll(() => page.getByTestId('invoice-view-line').count()).toBe(1);
    expect(await amountIn(page, 'invoice-grand-total')).toBe(total);

    // A partial payment by card: the form lists the active card readers (not the old one), starting with the
    // default, and the payment keeps its name; the status and the balance due follow.
    const paid = Math.floor(total / 3);
    await page.getByTestId('invoice-add-payment').click();
    await page.getByTestId('payment-form').waitFor();
    await page.getByTestId('payment-method').getByText(texts[language].card, { exact: true }).click();
    const through = page.getByTestId('payment-through');
    await expect.poll(() => through.locator('option:checked').textContent()).toBe(cardReader);
    await expect.poll(() => through.locator('option').allTextContents()).not.toContain(oldCardReader);
    await page.getByTestId('payment-amount').fill(digits(String(paid)));
    await shot('payment-form');
    await page.getByTestId('form-save').click();
    await page.getByTestId('invoice-payment').first().waitFor();
    await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe(texts[language].partlyPaid);
    await expect.poll(() => page.getByTestId('invoice-payment-method').first().textContent()).toContain(cardReader);
    expect(await amountIn(page, 'invoice-paid')).toBe(paid);
    expect(await amountIn(page, 'invoice-balance-due')).toBe(total - paid);

    // The e-invoice card downloads the tax system's JSON: type 2, pattern 1, the 22-character tax id of the
    // company's memory id, the seeded economic code, the line's goods id and the figures and payment above.
    await page.getByTestId('invoice-einvoice').scrollIntoViewIfNeeded();
    await shot('einvoice-card');
    const download = await downloadBy(page, 'invoice-einvoice-download');
    expect(download.suggestedFilename()).toMatch(/^invoice-.+-moadian\.json$/);
    const moadian = JSON.parse(await downloadedText(download)) as MoadianInvoice;
    expect(moadian.header).toMatchObject({ inty: 2, inp: 1, ins: 1, tins: '411135678912', tbill: total, setm: 3 });
    expect(moadian.header.taxid).toMatch(new RegExp(`^${e2eMemoryId}[0-9A-F]{15}\\d$`));
    expect(moadian.body).toEqual([expect.objectContaining({ sstid: goodsServiceId, am: 3, tsstam: total })]);
    expect(moadian.payments).toEqual([expect.objectContaining({ pmt: 4, pv: paid })]);
    // Kept in the card's list under its tax id: the original is not offered twice, and nothing has changed yet
    // for a correction, return or cancellation to apply.
    await expect.poll(() => page.getByTestId('invoice-einvoice-export').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('invoice-einvoice-export').locator('code').first().textContent())
      .toBe(moadian.header.taxid);
    expect(
      await page
        .locator('[data-testid^="invoice-einvoice-export-"], [data-testid="invoice-einvoice-download"]')
        .count(),
    ).toBe(0);
    await shot('einvoice-exported');

    // Its voucher in the journal: receivables debited with the whole total.
    await page.getByTestId('invoice-voucher').click();
    await page.waitForURL('**/accounting/journal-ledger/*/edit');
    await page.locator('[data-testid="voucher-editor"], [data-testid="voucher-view"]').first().waitFor();
    const debits = async () =>
      (
        await page
          .getByTestId('voucher-line-debit')
          .evaluateAll((cells) => cells.map((cell) => (cell as HTMLInputElement).value || cell.textContent || ''))
      ).map((text) => Number(toLatin(text).replace(/\D/g, '') || 0));
    await expect.poll(debits).toContain(total);
  });
});
