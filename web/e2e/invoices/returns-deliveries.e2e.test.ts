import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { itemEndpoints } from '@daftar/contracts/endpoints/items';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../src/lib/format/civil-date.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { apiAs } from '../harness/api-as.ts';
import { screenshot, screenshotFitting, screenshotNames } from '../harness/browser.ts';
import { digitsIn, toLatin } from '../harness/digits.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { amountIn, customerAndProduct } from './support.ts';

const texts = {
  fa: { partlyReturned: 'بخشی مرجوع‌شده', issued: 'صادرشده', converted: 'تبدیل‌شده به فاکتور' },
  en: { partlyReturned: 'Partly returned', issued: 'Issued', converted: 'Made an invoice' },
} as const;

/**
 * Through the API, as the reader would have made them: a sale of 3 of a stock-tracked product and 1 of another
 * product, issued today; an issued estimate of the other product. Answers them with the tracked item's stock.
 */
async function arrange(email: string, companyId: number) {
  const api = await apiAs(email);
  const { customer, product } = await customerAndProduct(email, companyId);
  const items = await api.call(itemEndpoints.list, {
    params: { companyId },
    query: { page: 1, pageSize: 100, sort: 'code', kind: 'PRODUCT', active: 'true' },
  });
  const tracked = items.data.find((item) => item.trackStock && item.salePrice !== null && item.id !== product.id);
  if (!tracked) throw new Error('no tracked product with a price');
  const line = (itemId: number, quantity: number, unitPrice: number) => ({ itemId, quantity, unitPrice });
  const created = (kind: 'SELL' | 'ESTIMATE') =>
    api.call(invoicesEndpoints.create, {
      params: { companyId },
      body: {
        kind,
        issue: true,
        stakeholderId: customer.id,
        issueDate: todayIso(),
        lines:
          kind === 'SELL'
            ? [line(tracked.id, 3, tracked.salePrice ?? 0), line(product.id, 1, product.salePrice ?? 0)]
            : [line(product.id, 2, product.salePrice ?? 0)],
      },
    });
  const sale = (await created('SELL')).itemInfo;
  const estimate = (await created('ESTIMATE')).itemInfo;
  const stock = await api.call(invoicesEndpoints.getItemStock, { params: { companyId, id: tracked.id } });
  return { sale, estimate, tracked, onHand: stock.itemInfo.onHand };
}

describe('a sale paid in part, a line returned, the rest delivered, an estimate converted; the ledger and the stock', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const name = screenshotNames('invoices', { language, viewport });
      const digits = digitsIn(language);
      const { sale, estimate, tracked, onHand } = await arrange(readerOf[language], await activeCompany(page));

      // A partial payment.
      await page.goto(url(`/invoices/sell/submit-payment/${sale.id}`));
      await page.getByTestId('payment-form').waitFor();
      await page.getByTestId('payment-amount').fill(digits('1000000'));
      await page.getByTestId('form-save').click();
      await page.getByTestId('invoice-payment').first().waitFor();

      // The second line comes back in full: the form shows what is given back before saving.
      await page.getByTestId('invoice-return').click();
      await page.getByTestId('return-form').waitFor();
      const returned = sale.lines[1]?.total ?? 0;
      await page.getByTestId('return-quantity').nth(1).fill(digits('1'));
      await expect.poll(() => amountIn(page, 'return-total')).toBe(returned);
      await screenshotFitting(page, name('return-form'));
      await page.getByTestId('form-save').click();
      await page.getByTestId('invoice-return').first().waitFor({ state: 'attached' });
      await page.getByTestId('invoice-returns').waitFor();
      await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe(texts[language].partlyReturned);
      expect(await amountIn(page, 'invoice-returned')).toBe(returned);
      expect(await amountIn(page, 'invoice-balance-due')).toBe(sale.grandTotal - returned - 1_000_000);

      // Delivered: the form offers the rest (3 of the tracked product; the returned line has nothing left).
      await page.getByTestId('invoice-deliver').click();
      await page.getByTestId('delivery-form').waitFor();
      await expect
        .poll(async () => toLatin(await page.getByTestId('delivery-quantity').first().inputValue()))
        .toBe('3');
      await screenshot(page, name('delivery-form'));
      await page.getByTestId('form-save').click();
      await page.getByTestId('invoice-deliveries').waitFor();
      await expect.poll(() => page.getByTestId('invoice-line-progress').first().textContent()).toContain(digits('3'));
      await screenshotFitting(page, name('view-returned-delivered'));

      // The return's A4 printout (in the company's document language): its one line and the total given back.
      await page.getByTestId('return-print').click();
      await page.waitForURL(`**/invoices/sell/print/${sale.id}/return/*`);
      await page.locator('[data-testid="print-sheet"][data-document="return"]').waitFor();
      await expect.poll(() => page.getByTestId('print-line').count()).toBe(1);
      expect(await amountIn(page, 'print-grand-total')).toBe(returned);
      await screenshot(page, name('return-print'));
      await page.goBack();
      await page.getByTestId('invoice-returns').waitFor();

      // The return's voucher: sales returns debited with the line's net.
      await page.getByTestId('return-voucher').click();
      await page.waitForURL('**/accounting/journal-ledger/*/edit');
      const debits = async () =>
        (
          await page
            .getByTestId('voucher-line-debit')
            .evaluateAll((cells) => cells.map((cell) => (cell as HTMLInputElement).value || cell.textContent || ''))
        ).map((text) => Number(toLatin(text).replace(/\D/g, '') || 0));
      await expect.poll(debits).toContain(sale.lines[1]?.net ?? -1);

      // The item's page: 3 fewer on hand, the delivery first among its movements.
      await page.goto(url(`/items/${tracked.id}`));
      await page.getByTestId('item-stock').waitFor();
      await expect
        .poll(async () =>
          Number(
            toLatin((await page.getByTestId('item-stock-on-hand').textContent()) ?? '')
              .replace(/[^\d.−-]/g, '')
              .replace('−', '-'),
          ),
        )
        .toBe(onHand - 3);
      await screenshotFitting(page, name('item-stock'));

      // The delivery notes' tab lists it.
      await page.goto(url('/invoices/overview/delivery-notes'));
      await page.getByTestId('delivery-note-invoice').first().waitFor();
      await screenshot(page, name('delivery-notes'));

      // The estimate made an invoice in one click; the estimate then names it.
      await page.goto(url(`/invoices/estimate/${estimate.id}`));
      await page.getByTestId('estimate-convert').click();
      await page.getByTestId('confirm-accept').click();
      await page.waitForURL(/\/invoices\/sell\/\d+$/);
      await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe(texts[language].issued);
      await page.getByTestId('invoice-related-link').click();
      await page.waitForURL(/\/invoices\/estimate\/\d+$/);
      await expect.poll(() => page.getByTestId('invoice-status').textContent()).toBe(texts[language].converted);
      await screenshot(page, name('estimate-converted'));
      await context.close();
    });
  }
});
