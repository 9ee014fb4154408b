import { describe, expect } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { errorUnder } from '../harness/form-page.ts';
import { itSignedIn, readerOf } from '../shell/session.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { activateTerminal, choose, sendRequest, slowMachineCeiling, statusText } from './support.ts';

const texts = {
  fa: { invalidUrl: 'نشانی کامل وب', invalidIban: 'شماره شبا معتبر نیست', review: 'در حال بررسی', active: 'فعال' },
  en: {
    invalidUrl: 'Enter a full web address',
    invalidIban: 'This IBAN is not valid',
    review: 'Under review',
    active: 'Active',
  },
};

describe('requesting terminals: /pay/new with a form per kind; requests a novin, a dedicated and a shared terminal, refusing a bad URL and IBAN', {
  timeout: slowMachineCeiling,
}, () => {
  const chromium = browserPerFile();
  itSignedIn(chromium, flowCases, undefined, async ({ page, language, viewport }) => {
    const shot = (name: string) => screenshot(page, `pay-${name}-${language}-${viewport}`);
    const said = texts[language];

    await page.goto(url('/pay/new'));
    await page.getByTestId('terminal-kinds').waitFor();
    await shot('new-terminal');
    await page.getByTestId('terminal-kind-shared').click();
    await page.waitForURL('**/pay/new/shared');
    await page.getByTestId('terminal-request').waitFor();
    await expect.poll(() => page.getByTestId('terminal-business').textContent()).not.toBe('');
    await shot('request-shared');

    await page.goto(url('/pay/new/novin'));
    await page.getByTestId('terminal-site-url').fill('shop example');
    await page.getByTestId('form-save').click();
    await expect.poll(() => errorUnder(page, 'terminal-site-url')).toContain(said.invalidUrl);
    await shot('request-novin-errors');
    await page.getByTestId('terminal-name').fill('فروشگاه اینترنتی آزمون');
    await page.getByTestId('terminal-site-url').fill('https://shop.example.ir');
    const novin = await sendRequest(page);
    expect(await statusText(page)).toBe(said.review);
    await page.getByTestId('list-empty').waitFor();
    await shot('terminal-under-review');

    await page.goto(url('/pay/new/dedicated'));
    await page.getByTestId('terminal-settlement-iban').fill('IR90 0120 0000 0098 7654 3210 02');
    await choose(page, 'terminal-settlement-schedule-WEEKLY');
    await page.getByTestId('form-save').click();
    await expect.poll(() => errorUnder(page, 'terminal-settlement-iban')).toContain(said.invalidIban);
    await page.getByTestId('terminal-settlement-iban').fill('IR90 0120 0000 0098 7654 3210 01');
    await sendRequest(page);
    expect(await statusText(page)).toBe(said.review);

    await page.goto(url('/pay/new/shared'));
    await page.getByTestId('terminal-request').waitFor();
    await sendRequest(page);

    await activateTerminal(readerOf[language], novin);
    await page.goto(url(`/pay/terminals/${novin}`));
    await expect.poll(() => statusText(page)).toBe(said.active);
    await page.getByTestId('pay-new-payment').first().waitFor();
  });
});
