import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { listedTotal, openList } from '../harness/list-page.ts';
import { readerOf, signedIn, signedInAt } from '../shell/session.ts';
import { accountId, postVoucher } from './reports-support.ts';
import { browserPerFile } from '../harness/suite.ts';
import { saveRefused } from '../harness/form-page.ts';
import { typeAndEnter } from '../harness/keyboard.ts';

describe('vouchers: the server’s refusals under their field, removal after a confirmation', () => {
  const chromium = browserPerFile();

  it('a date outside the open year is refused under the date (en)', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.en, '/accounting/journal-ledger/create');
    await page.getByTestId('voucher-editor').waitFor();
    await page.getByTestId('voucher-date').fill('2020-01-01');
    await page.getByTestId('voucher-line-account').first().click();
    await typeAndEnter(page, '1101');
    await page.getByTestId('voucher-line-debit').first().fill('1000');
    await page.getByTestId('voucher-line-account').nth(1).click();
    await typeAndEnter(page, '6101');
    await page.getByTestId('voucher-line-credit').nth(1).fill('1000');
    await saveRefused(page);
    // The field's message is the translated server code, tied to the date box.
    const date = page.getByTestId('voucher-date');
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    const described = (await date.getAttribute('aria-describedby')) ?? '';
    const message = await page.locator(`[id="${described.split(' ').pop()}"]`).textContent();
    expect(message).not.toBe('DATE_OUTSIDE_OPEN_YEAR');
    expect(message?.length).toBeGreaterThan(5);
    expect(new URL(page.url()).pathname).toBe('/accounting/journal-ledger/create');
    await context.close();
  });

  it('a temporary voucher is removed after its confirmation, and the journal has one fewer (fa)', async () => {
    const email = readerOf.fa;
    const { context, page } = await signedIn(chromium.browser, email);
    // A voucher typed by hand: the seed's temporary vouchers include invoices', which only their invoice removes.
    const companyId = await activeCompany(page);
    const voucher = await postVoucher(email, companyId, {
      date: '2026-07-01',
      description: 'حذف‌شدنی',
      debit: await accountId(email, companyId, '8106'),
      credit: await accountId(email, companyId, '1101'),
      amount: 1_000_000,
    });
    await openList(page, '/accounting/journal-ledger?status=TEMPORARY');
    const before = await listedTotal(page);
    await page.goto(url(`/accounting/journal-ledger/${voucher.id}/edit`));
    await page.getByTestId('voucher-editor').waitFor();
    await page.getByTestId('voucher-remove').click();
    // Cancel first: nothing happens.
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('voucher-editor').waitFor();
    await page.getByTestId('voucher-remove').click();
    await page.getByTestId('confirm-accept').click();
    await page.waitForURL((address) => address.pathname === '/accounting/journal-ledger');
    await openList(page, '/accounting/journal-ledger?status=TEMPORARY');
    expect(await listedTotal(page)).toBe(before - 1);
    await context.close();
  });

  it('an id the company does not have, or no id at all, says the voucher was not found (en)', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.en);
    for (const id of ['999999', 'abc']) {
      await page.goto(url(`/accounting/journal-ledger/${id}/edit`));
      await page.getByTestId('voucher-not-found').waitFor();
      await expect.poll(() => page.getByTestId('voucher-editor').count()).toBe(0);
    }
    await context.close();
  });
});
