import { describe, expect } from 'vitest';
import { searchOf, toast, url } from '../harness/app-page.ts';
import { settled } from '../harness/browser.ts';
import { digitsIn, toLatin } from '../harness/digits.ts';
import { openList } from '../harness/list-page.ts';
import { itSignedIn } from '../shell/session.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { enter, focusedTestId, typeAndEnter } from '../harness/keyboard.ts';

const texts = {
  fa: { unbalanced: 'بدهکار', final: 'قطعی', temporary: 'موقت', balanced: 'تراز است' },
  en: { unbalanced: 'debit', final: 'Final', temporary: 'Temporary', balanced: 'Balanced' },
} as const;

describe('vouchers: typed with the keyboard, refused unbalanced, finalised, found in the journal', () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, flowCases, undefined, async ({ page, language, viewport }) => {
    const digits = digitsIn(language);
    const description = `e2e ${language} ${viewport} ${Date.now()}`;
    await page.goto(url('/accounting/journal-ledger/create'));
    await page.getByTestId('voucher-editor').waitFor();
    // Dated today, in the page's calendar.
    await expect
      .poll(() => page.getByTestId('voucher-date').inputValue())
      .toMatch(language === 'fa' ? /^۱۴۰۵\// : /^2026-/);
    await page.getByTestId('voucher-description').fill(description);

    // Line 1: cash (1101) debit 5,000,000; Enter walks account → tafsili → debit → credit → description → line 2.
    await page.getByTestId('voucher-line-account').first().click();
    await typeAndEnter(page, digits('1101'));
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-tafsili');
    await enter(page);
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-debit');
    await typeAndEnter(page, digits('5000000'));
    await enter(page);
    await typeAndEnter(page, 'cash in');
    await expect.poll(() => focusedTestId(page)).toBe('voucher-line-account');

    // Line 2: sales (6101) credit 4,000,000 — unbalanced on purpose.
    await typeAndEnter(page, '6101');
    await enter(page);
    await enter(page);
    await typeAndEnter(page, digits('4000000'));
    await enter(page);
    // Enter on the last line's description opened a third line.
    await expect.poll(() => page.getByTestId('voucher-line').count()).toBe(3);
    expect(toLatin((await page.getByTestId('voucher-difference').textContent()) ?? '').replace(/\D/g, '')).toBe(
      '1000000',
    );

    await page.getByTestId('form-save').click();
    await page.getByTestId('voucher-lines-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounting/journal-ledger/create');

    // Fixed with "=": the credit becomes what balances the voucher; the blank third line is not sent.
    await page.getByTestId('voucher-line-credit').nth(1).fill('');
    await page.getByTestId('voucher-line-credit').nth(1).press('=');
    expect(toLatin(await page.getByTestId('voucher-line-credit').nth(1).inputValue()).replace(/\D/g, '')).toBe(
      '5000000',
    );
    await expect.poll(() => page.getByTestId('voucher-difference').textContent()).toBe(texts[language].balanced);
    await page.getByTestId('form-save').click();
    await page.waitForURL('**/accounting/journal-ledger/*/edit');
    await expect.poll(() => page.getByTestId('voucher-status').textContent()).toBe(texts[language].temporary);
    await toast(page).first().waitFor();

    await page.getByTestId('voucher-finalise').click();
    await page.getByTestId('confirm-accept').click();
    await page.getByTestId('voucher-view').waitFor();
    await expect.poll(() => page.getByTestId('voucher-status').textContent()).toBe(texts[language].final);
    const number = toLatin((await page.getByTestId('voucher-number').textContent()) ?? '').replace(/\D/g, '');
    // The page is titled with the voucher's number.
    await expect
      .poll(async () => toLatin((await page.getByTestId('page-title').textContent()) ?? ''))
      .toContain(number);
    await expect.poll(() => page.getByTestId('voucher-finalise').count()).toBe(0);

    await openList(page, `/accounting/journal-ledger?status=FINAL&q=${encodeURIComponent(description)}`);
    expect(searchOf(page).get('status')).toBe('FINAL');
    const links = await page.getByTestId('voucher-row-link').allTextContents();
    expect(links.map(toLatin)).toEqual([number]);
    await settled(page);
  });
});
