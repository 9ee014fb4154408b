import { describe, expect } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { toPersian } from '../harness/digits.ts';
import { errorUnder } from '../harness/form-page.ts';
import { browserPerFile, languageCases } from '../harness/suite.ts';
import { itSignedIn, readerOf } from '../shell/session.ts';
import { issuedSale } from './support.ts';

const texts = {
  fa: {
    party: 'یک مشتری یا تأمین‌کننده انتخاب کنید.',
    tooMuch: 'مبلغ پرداخت از مانده فاکتور بیشتر است.',
    closedDate: 'تاریخ در هیچ سال مالی بازی نیست.',
    lastYear: '۱۴۰۴/۰۱/۱۰',
  },
  en: {
    party: 'Choose a customer or supplier.',
    tooMuch: 'The payment is more than the balance due.',
    closedDate: 'The date is not in an open fiscal year.',
    lastYear: '2025-03-30',
  },
} as const;

describe('invoices refuse what the books would not take, under the field, and write nothing: no customer; a day of no open year; a payment above the balance due; an unknown invoice', () => {
  const chromium = browserPerFile();

  itSignedIn(chromium, languageCases, undefined, async ({ page, language }) => {
    const invoice = await issuedSale(readerOf[language], await activeCompany(page));

    // No customer and no line: the contract's check, before anything is sent.
    await page.goto(url('/invoices/sell/create'));
    await page.getByTestId('invoice-editor').waitFor();
    await page.getByTestId('invoice-save-issue').click();
    await page.getByTestId('form-errors').waitFor();
    expect(await errorUnder(page, 'invoice-party')).toBe(texts[language].party);
    expect(new URL(page.url()).pathname).toBe('/invoices/sell/create');

    // Issued on a day of no open year: the server's refusal, under the date; the editor stays.
    await page.goto(url(`/invoices/sell/copy/${invoice.id}`));
    await page.getByTestId('invoice-editor').waitFor();
    await page.getByTestId('invoice-issue-date').fill(texts[language].lastYear);
    await page.getByTestId('invoice-save-issue').click();
    await expect.poll(() => errorUnder(page, 'invoice-issue-date')).toBe(texts[language].closedDate);
    expect(new URL(page.url()).pathname).toBe(`/invoices/sell/copy/${invoice.id}`);

    // More than the balance due: refused under the amount; the invoice keeps its balance.
    await page.goto(url(`/invoices/sell/submit-payment/${invoice.id}`));
    await page.getByTestId('payment-form').waitFor();
    const tooMuch = String(invoice.balanceDue + 1);
    await page.getByTestId('payment-amount').fill(language === 'fa' ? toPersian(tooMuch) : tooMuch);
    await page.getByTestId('form-save').click();
    await expect.poll(() => errorUnder(page, 'payment-amount')).toBe(texts[language].tooMuch);
    await page.goto(url(`/invoices/sell/${invoice.id}`));
    await page.getByTestId('invoice-view').waitFor();
    await expect.poll(() => page.getByTestId('invoice-payment').count()).toBe(0);

    // A sale opened under the purchases' path is shown at its own.
    await page.goto(url(`/invoices/purchase/${invoice.id}`));
    await page.waitForURL(`**/invoices/sell/${invoice.id}`);
    await page.getByTestId('invoice-view').waitFor();

    // The kind's own path (its breadcrumb) is its overview tab.
    await page.goto(url('/invoices/sell'));
    await page.waitForURL('**/invoices/overview/sell');

    // An id this company does not have: the not-found state, inside the layout.
    await page.goto(url('/invoices/sell/999999'));
    await page.getByTestId('invoice-not-found').waitFor();
  });
});
