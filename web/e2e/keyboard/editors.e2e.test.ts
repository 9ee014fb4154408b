import { describe, expect, it } from 'vitest';
import { activeCompany } from '../harness/app-page.ts';
import { toLatin, toPersian } from '../harness/digits.ts';
import { enter, focusedTestId, pickWithKeyboard, tabTo, typeAndEnter } from '../harness/keyboard.ts';
import { browserPerFile } from '../harness/suite.ts';
import { customerAndProduct } from '../invoices/support.ts';
import { readerOf, signedInAt } from '../shell/session.ts';

/**
 * Issue 33: the two editors a bookkeeper lives in, used with the keyboard alone from the moment the page opens: every
 * stop on the way shows a focus ring, and a dialog keeps the focus inside and gives it back.
 */
describe('the invoice and voucher editors with the keyboard only (fa, desktop)', () => {
  const chromium = browserPerFile();
  const reader = readerOf.fa;

  it('writes a voucher, saves it and finalises it through its confirmation', async () => {
    const { context, page } = await signedInAt(chromium.browser, reader, '/accounting/journal-ledger/create');
    await page.getByTestId('voucher-editor').waitFor();
    const unseen: string[] = [];
    unseen.push(...(await tabTo(page, 'voucher-description')));
    await page.keyboard.type('سند با صفحه‌کلید');
    unseen.push(...(await tabTo(page, 'voucher-line-account')));

    // Line 1: cash debit; Enter walks account → tafsili → debit → credit → description → the next line's account.
    await pickWithKeyboard(page, toPersian('1101'));
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-tafsili');
    await enter(page);
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-debit');
    await typeAndEnter(page, toPersian('2500000'));
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-credit');
    await enter(page);
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-description');
    await typeAndEnter(page, 'دریافت نقد');
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-account');
    // Line 2: sales credit, the same amount.
    await pickWithKeyboard(page, toPersian('6101'));
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-tafsili');
    await enter(page);
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-debit');
    await enter(page);
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-credit');
    await typeAndEnter(page, toPersian('2500000'));
    await expect.poll(() => page.getByTestId('voucher-difference').textContent()).toBe('تراز است');

    unseen.push(...(await tabTo(page, 'form-save')));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/accounting\/journal-ledger\/\d+\/edit$/);
    await expect.poll(() => page.getByTestId('voucher-status').textContent()).toBe('موقت');

    // The confirmation traps the focus on its safe choice; Escape closes it and gives the focus back.
    unseen.push(...(await tabTo(page, 'voucher-finalise')));
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-accept').waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('confirm-cancel');
    const insideDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') !== null);
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-accept').waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page)).toBe('voucher-finalise');
    await page.keyboard.press('Enter');
    await page.getByTestId('confirm-accept').waitFor();
    unseen.push(...(await tabTo(page, 'confirm-accept', { max: 4 })));
    await page.keyboard.press('Enter');
    await page.getByTestId('voucher-view').waitFor();
    await expect.poll(() => page.getByTestId('voucher-status').textContent()).toBe('قطعی');
    expect(unseen).toEqual([]);
    await context.close();
  });

  it('writes a sell invoice for a customer and an item, and issues it', async () => {
    const { context, page } = await signedInAt(chromium.browser, reader, '/invoices/sell/create');
    await page.getByTestId('invoice-editor').waitFor();
    const { customer, product } = await customerAndProduct(reader, await activeCompany(page));
    const unseen: string[] = [];
    unseen.push(...(await tabTo(page, 'invoice-party')));
    // Enter on the customer goes on to the first line's item, Enter on the item to its quantity, and so on.
    await pickWithKeyboard(page, toPersian(customer.code));
    await expect.poll(() => focusedTestId(page)).toBe('invoice-line-item');
    await pickWithKeyboard(page, toPersian(product.code));
    await expect.poll(() => focusedTestId(page)).toBe('invoice-line-quantity');
    await typeAndEnter(page, toPersian('2'));
    await expect.poll(() => focusedTestId(page)).toBe('invoice-line-unitPrice');
    const total = async () =>
      Number(toLatin((await page.getByTestId('invoice-grand-total').textContent()) ?? '').replace(/\D/g, ''));
    await expect.poll(total).toBeGreaterThan(2 * (product.salePrice ?? 0));

    unseen.push(...(await tabTo(page, 'invoice-save-issue')));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/invoices\/sell\/\d+$/);
    await page.getByTestId('invoice-view').waitFor();
    await expect.poll(() => page.getByTestId('invoice-view-line').count()).toBe(1);
    expect(unseen).toEqual([]);
    await context.close();
  });
});
