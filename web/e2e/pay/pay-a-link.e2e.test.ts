import { describe, expect } from 'vitest';
import { newPage, screenshot } from '../harness/browser.ts';
import { errorUnder } from '../harness/form-page.ts';
import { toLatin } from '../harness/digits.ts';
import { url } from '../harness/app-page.ts';
import { itSignedIn, readerOf } from '../shell/session.ts';
import { browserPerFile, otherFlowCases } from '../harness/suite.ts';
import {
  activateTerminal,
  choose,
  fillCard,
  openTerminal,
  sendRequest,
  slowMachineCeiling,
  takings,
} from './support.ts';

const belowMinimum = { fa: 'از حداقل این لینک کمتر', en: "below this link's minimum" };
const success = { fa: 'پرداخت به', en: 'Paid to' };

describe('a payment link paid through its public page: makes a link, pays it as a payer who is not signed in, and sees the purchase and takings', {
  timeout: slowMachineCeiling,
}, () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, otherFlowCases, undefined, async ({ page, language, viewport }) => {
    const shot = (target: typeof page, name: string) => screenshot(target, `pay-${name}-${language}-${viewport}`);

    // A terminal of the reader's company, requested and then activated by the bank's review.
    await page.goto(url('/pay/new/shared'));
    await page.getByTestId('terminal-request').waitFor();
    const terminalId = await sendRequest(page);
    await activateTerminal(readerOf[language], terminalId);
    await openTerminal(page, terminalId);
    const todayBefore = await takings(page, 'today');

    await page.getByTestId('pay-new-payment').first().click();
    await page.getByTestId('link-form').waitFor();
    await page.getByTestId('link-title').fill('پرداخت صورتحساب فروشگاه');
    await choose(page, 'link-amount-mode-PAYER');
    await page.getByTestId('link-min-amount').fill('100000');
    await page.getByTestId('link-max-amount').fill('5000000');
    await shot(page, 'link-form');
    await page.getByTestId('form-save').click();
    await page.getByTestId('link-detail').waitFor();
    await shot(page, 'link-detail');
    const linkPage = page.url();
    const publicUrl = (await page.getByTestId('link-public-url').getAttribute('href')) ?? '';
    expect(publicUrl).toMatch(/\/p\/[A-Za-z0-9]{12}$/);

    // The payer: a fresh browser context, never signed in.
    const payer = await newPage(chromium.browser, viewport);
    await payer.page.goto(publicUrl);
    await payer.page.getByTestId('public-pay-form').waitFor();
    if (language === 'en') await payer.page.getByTestId('language-en').click();
    await expect.poll(() => payer.page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
    await shot(payer.page, 'public-page');
    await fillCard(payer.page, { amount: '50000', name: 'مریم احمدی', mobile: '09121234567' });
    await payer.page.getByTestId('pay-submit').click();
    await expect.poll(() => errorUnder(payer.page, 'pay-amount')).toContain(belowMinimum[language]);
    await payer.page.getByTestId('pay-amount').fill('1250000');
    await payer.page.getByTestId('pay-submit').click();
    await payer.page.getByTestId('pay-receipt').waitFor();
    await expect.poll(() => payer.page.getByTestId('pay-receipt').textContent()).toContain(success[language]);
    expect(toLatin((await payer.page.getByTestId('receipt-reference').textContent()) ?? '')).toMatch(/^\d{12}$/);
    await shot(payer.page, 'receipt');
    await payer.context.close();

    // Back on the terminal: today's takings grew by the payment, and the purchase is listed.
    await openTerminal(page, terminalId);
    await expect.poll(() => takings(page, 'today')).toBe(todayBefore + 1_250_000);
    await shot(page, 'dashboard');
    await page.getByTestId('pay-tab-purchases').click();
    await page.waitForURL(`**/pay/terminals/${terminalId}/purchases`);
    await expect.poll(() => page.getByTestId('pay-tab-purchases').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('.data-table tbody').textContent()).toContain('مریم احمدی');
    await shot(page, 'purchases');

    // A payment for the link taken at the counter, recorded by hand: checked against the link's range, then in
    // the link's purchases marked as such, and in today's takings.
    await page.goto(linkPage);
    await page.getByTestId('link-record-manual').click();
    await page.getByTestId('manual-form').waitFor();
    await page.getByTestId('manual-amount').fill('50000');
    await page.getByTestId('manual-note').fill('نقدی، در فروشگاه');
    await page.getByTestId('manual-save').click();
    await expect.poll(() => errorUnder(page, 'manual-amount')).toContain(belowMinimum[language]);
    await page.getByTestId('manual-amount').fill('300000');
    await shot(page, 'manual-form');
    await page.getByTestId('manual-save').click();
    await page.waitForURL(/\/purchases\?linkId=\d+$/);
    await page.getByTestId('purchase-manual').waitFor();
    await expect.poll(() => page.getByTestId('purchase-manual').count()).toBe(1);
    await shot(page, 'manual-purchases');
    await openTerminal(page, terminalId);
    await expect.poll(() => takings(page, 'today')).toBe(todayBefore + 1_550_000);
    const byHand = await page.getByTestId('pay-takings-today-manual').textContent();
    expect(toLatin(byHand ?? '').replace(/\D/g, '')).toBe('300000');

    // The company's other terminals (the seed's three and this one) are a switch away.
    const terminalSwitch = page.getByTestId('terminal-switch');
    await expect.poll(() => terminalSwitch.inputValue()).toBe(String(terminalId));
    const others = await terminalSwitch
      .locator('option')
      .evaluateAll(
        (options, own) => options.map((option) => option.getAttribute('value')).filter((v) => v !== own),
        String(terminalId),
      );
    expect(others.length).toBeGreaterThanOrEqual(3);
    await terminalSwitch.selectOption(others[0] ?? '');
    await page.waitForURL(`**/pay/terminals/${others[0]}`);
    await page.getByTestId('pay-takings-today').waitFor();
    await shot(page, 'terminal-switched');
  });
});
