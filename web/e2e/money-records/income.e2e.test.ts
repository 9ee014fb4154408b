import { readFile } from 'node:fs/promises';
import { receiptPdfBase64 } from '@daftar/contracts/examples/attachments';
import { describe, expect } from 'vitest';
import { downloadBy } from '../harness/downloads.ts';
import { url } from '../harness/app-page.ts';
import { screenshotFitting, screenshotNames } from '../harness/browser.ts';
import { openList } from '../harness/list-page.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { itSignedIn } from '../shell/session.ts';
import { rialsIn, openVoucher, typeRecord, voucherDebits } from './support.ts';
import { enter } from '../harness/keyboard.ts';

// A whole walk-through (create, list, journal, edit, copy) on a shared, busy machine takes a minute or more.
describe('an income: typed with the keyboard, a receipt attached, listed, its voucher in the journal, edited and copied', {
  timeout: 240_000,
}, () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, flowCases, undefined, async ({ page, language, viewport }) => {
    const name = screenshotNames('money-records-income', { language, viewport });
    const reference = `SCRAP-${language}-${viewport}`;

    // Scrap cardboard sold for cash: 6302, 3,200,000 Rials, no VAT, into the cash box (30001).
    const recordUrl = await typeRecord(page, language, '/income', {
      category: '6302',
      amount: 3_200_000,
      vatRate: '',
      treasury: '30001',
      description: 'فروش ضایعات کارتن',
      reference,
    });
    expect(await rialsIn(page, 'money-fact-total')).toBe(3_200_000);

    // A receipt attached (a PDF with a Persian name), listed with its size, downloaded byte for byte, deleted.
    const receipt = Buffer.from(receiptPdfBase64, 'base64');
    await page
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'رسید فروش ضایعات.pdf', mimeType: 'application/pdf', buffer: receipt });
    await expect.poll(() => page.getByTestId('attachment-row').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('attachment-meta').textContent())
      .toContain(language === 'fa' ? '۵۹۲ بایت' : '592 B');
    await screenshotFitting(page, name('attachment'));
    const download = await downloadBy(page, 'attachment-download');
    expect(download.suggestedFilename()).toBe('رسید فروش ضایعات.pdf');
    expect((await readFile(await download.path())).equals(receipt)).toBe(true);
    await page.getByTestId('attachment-delete').click();
    await page.getByTestId('confirm-accept').click();
    await expect.poll(() => page.getByTestId('attachment-row').count()).toBe(0);

    await openList(page, `/income?q=${reference}`);
    await expect.poll(() => page.getByTestId('money-row-link').count()).toBe(1);
    await page.goto(url('/income'));
    await page.getByTestId('money-list-totals').waitFor();
    await screenshotFitting(page, name('list'));

    // Its voucher: the cash box debited with the whole amount.
    await page.goto(recordUrl);
    await openVoucher(page, 'money-voucher');
    await expect.poll(() => voucherDebits(page)).toEqual([3_200_000]);

    // Edited to 3,500,000, then copied.
    await page.goto(`${recordUrl}/edit`);
    await page.getByTestId('money-amount').fill(language === 'fa' ? '۳۵۰۰۰۰۰' : '3500000');
    await page.getByTestId('money-amount').press('Control+Enter');
    await page.waitForURL(recordUrl);
    await expect.poll(() => rialsIn(page, 'money-fact-total')).toBe(3_500_000);
    await page.getByTestId('money-copy').click();
    await page.getByTestId('money-form').waitFor();
    await screenshotFitting(page, name('copy'));
    await page.getByTestId('money-reference').focus();
    await enter(page);
    await page.waitForURL((next) => /\/income\/\d+$/.test(next.pathname) && next.href !== recordUrl);
  });
});
