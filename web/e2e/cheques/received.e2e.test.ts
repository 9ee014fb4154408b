import { peopleReportEndpoints } from '@daftar/contracts/endpoints/people-reports';
import { chequePhotoPngBase64 } from '@daftar/contracts/examples/attachments';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { downloadBy, downloadedText } from '../harness/downloads.ts';
import { listCheques } from '../../src/features/accounting/cheques/cheques-client.ts';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { toLatin } from '../harness/digits.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { issuedSale } from '../invoices/support.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { placesOf } from '../treasury/support.ts';

const texts = {
  fa: {
    cheque: 'چک',
    inHand: 'نزد صندوق',
    deposited: 'در جریان وصول',
    cleared: 'وصول‌شده',
    returned: 'عودت‌شده',
    due: '۱۴۰۵/۱۲/۲۰',
    receivables: 'حساب‌های دریافتنی تجاری',
  },
  en: {
    cheque: 'Cheque',
    inHand: 'In hand',
    deposited: 'In collection',
    cleared: 'Cleared',
    returned: 'Returned',
    due: '2027-03-11',
    receivables: 'Accounts receivable',
  },
} as const;

/** A Sayad id no run has used: 16 digits from the clock and the language. */
const sayadOf = (language: string, n: number) =>
  `${language === 'fa' ? 7 : 8}${n}${String(Date.now()).padStart(14, '0').slice(-14)}`;

/** What the customer owes today on the receivables account (the debtors report), through the API. */
async function owedBy(email: string, companyId: number, sale: { stakeholderId: number; stakeholderName: string }) {
  const api = await apiAs(email);
  const report = await api.call(peopleReportEndpoints.listDebtors, {
    params: { companyId },
    query: { tab: 'DEBTORS', q: sale.stakeholderName, sort: '-balance', page: 1, pageSize: 5 },
  });
  const row = report.itemInfo.rows.find((one) => one.stakeholderId === sale.stakeholderId);
  if (!row) throw new Error(`${sale.stakeholderName} is not among the debtors`);
  return row.balance;
}

async function takeStep(page: Page, action: string, fill?: () => Promise<unknown>) {
  await page.getByTestId(`cheque-action-${action}`).click();
  await page.getByTestId('cheque-step-save').waitFor();
  await fill?.();
  await page.getByTestId('cheque-step-save').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('received cheques: one paid on a sell invoice, its photo attached, deposited and cleared into the bank; another received in the treasury, deposited, bounced and returned, the customer owing again', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`in ${language} on a ${viewport}`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email, viewport);
      const word = texts[language];
      const companyId = await activeCompany(page);
      const sale = await issuedSale(email, companyId);
      const [bank] = await placesOf(email, companyId, 'BANK_ACCOUNT');
      if (!bank) throw new Error('no seeded bank account');
      const state = () => page.getByTestId('cheque-state').textContent();

      // The sale's whole balance paid by a cheque: its number, due date, Sayad id and the drawer's bank.
      const sayad = sayadOf(language, 1);
      await page.goto(url(`/invoices/sell/${sale.id}`));
      await page.getByTestId('invoice-add-payment').click();
      await page.getByTestId('payment-form').waitFor();
      await page.getByTestId('payment-method').getByText(word.cheque, { exact: true }).click();
      await page.getByTestId('payment-reference').fill('۴۴۵۵۶۶');
      await page.getByTestId('payment-cheque-due-date').fill(word.due);
      await page.getByTestId('payment-chequeSayadId').fill(sayad);
      await page.getByTestId('payment-chequeBank').fill('بانک صادرات');
      await screenshot(page, `cheques-invoice-payment-${language}-${viewport}`);
      await page.getByTestId('form-save').click();
      await page.getByTestId('invoice-payment').first().waitFor();

      // In the cheques, in hand, linked to the invoice; then deposited at the bank and cleared: the bank is up.
      await page.goto(url('/accounting/cheques'));
      await page.getByTestId('cheques-search').fill(sayad);
      const row = page.getByTestId('cheques-table').locator('tbody tr');
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.textContent()).toContain(word.inHand);
      await row.locator('a[data-testid^="cheque-link-"]').click();
      await page.getByTestId('cheque-page').waitFor();
      expect(await state()).toBe(word.inHand);
      await page.getByTestId('cheque-invoice').waitFor();

      // A photo of the cheque, through the attachments panel every record has.
      await page.getByTestId('attachment-input').setInputFiles({
        name: 'cheque.png',
        mimeType: 'image/png',
        buffer: Buffer.from(chequePhotoPngBase64, 'base64'),
      });
      await expect.poll(() => page.getByTestId('attachment-row').textContent()).toContain('cheque.png');
      await screenshot(page, `cheques-photo-${language}-${viewport}`);
      await takeStep(page, 'DEPOSIT', () => page.getByTestId('cheque-step-bank').selectOption(String(bank.tafsiliId)));
      await expect.poll(state).toBe(word.deposited);
      await takeStep(page, 'CLEAR');
      await expect.poll(state).toBe(word.cleared);
      await page.getByTestId('cheque-voucher-CLEAR').waitFor();
      await screenshot(page, `cheques-cleared-${language}-${viewport}`);
      const after = (await placesOf(email, companyId, 'BANK_ACCOUNT')).find((place) => place.id === bank.id);
      expect(after?.balance).toBe(bank.balance + sale.grandTotal);

      // Another cheque from the same customer, received in the treasury, bounces and goes back to them.
      await page.goto(url('/accounting/cheques'));
      await page.getByTestId('cheque-receive').click();
      await page.getByTestId('cheque-receive-person').click();
      await page.keyboard.type(sale.stakeholderName);
      await page.locator('[role=option]:visible').first().click();
      await page.getByTestId('cheque-receive-amount').fill(language === 'fa' ? '۷۰۰۰۰۰۰' : '7000000');
      await page.getByTestId('cheque-receive-due').fill(word.due);
      const bounced = sayadOf(language, 2);
      await page.getByTestId('cheque-receive-sayadId').fill(bounced);
      await page.getByTestId('cheque-receive-bankName').fill('بانک ملی');
      await page.getByTestId('cheque-receive-save').click();
      await page.getByTestId('cheque-page').waitFor();
      await expect.poll(state).toBe(word.inHand);
      const owedOnReceipt = await owedBy(email, companyId, sale);
      await takeStep(page, 'DEPOSIT', () => page.getByTestId('cheque-step-bank').selectOption(String(bank.tafsiliId)));
      await expect.poll(state).toBe(word.deposited);
      await takeStep(page, 'BOUNCE', async () => {
        await page.getByTestId('cheque-step-reason').fill('کسری موجودی');
        await page.getByTestId('cheque-step-return').check();
      });
      await expect.poll(state).toBe(word.returned);
      await screenshot(page, `cheques-returned-${language}-${viewport}`);
      // The customer owes the cheque's 7,000,000 Rials again.
      expect(await owedBy(email, companyId, sale)).toBe(owedOnReceipt + 7_000_000);

      // The bounce's voucher: the customer's receivable debited.
      await page.getByTestId('cheque-voucher-BOUNCE').click();
      await page.waitForURL(/\/accounting\/journal-ledger\/\d+\/edit$/);
      const filled = () =>
        page.locator('input').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join(' | '));
      await expect.poll(filled).toContain(word.receivables);
      expect(await filled()).toContain(sale.stakeholderName);

      // The customer's cheques printed: every one of them (not the page on screen), under the filter's name.
      const theirs = await listCheques(await apiAs(email), companyId, {
        direction: 'RECEIVED',
        stakeholderId: sale.stakeholderId,
        sort: 'dueDate',
        page: 1,
        pageSize: 1,
      });
      await page.goto(url(`/accounting/cheques?person=${sale.stakeholderId}`));
      await page.getByTestId('cheques-table').waitFor();
      // The browser's print dialog is not the test's to drive: counted instead.
      await page.evaluate(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
      await page.getByTestId('cheques-print').click();
      const printed = page.getByTestId('cheques-printout-table').locator('tbody tr:not(.report-row-total)');
      await expect.poll(() => printed.count()).toBe(theirs.meta.total);
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await expect
        .poll(() => page.getByTestId('cheques-printout-filters').textContent())
        .toContain(sale.stakeholderName);
      await page.emulateMedia({ media: 'print' });
      await expect.poll(() => page.getByTestId('cheques-printout').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('cheques-table').isVisible()).toBe(false);
      await expect.poll(() => page.getByTestId('cheques-print').isVisible()).toBe(false);
      await screenshot(page, `cheques-print-${language}-${viewport}`);
      await page.emulateMedia({ media: 'screen' });

      // Narrowed to the returned ones due from the bounced cheque's day: the filters join the URL, the list and
      // both exports hold the bounced cheque alone.
      await page.getByTestId('cheque-total-RETURNED').click();
      await page.waitForURL(/[?&]state=RETURNED/);
      await page.getByTestId('cheques-due-from').fill(word.due);
      await page.waitForURL(/[?&]dueFrom=2027-03-11/);
      await expect.poll(() => row.count()).toBe(1);
      expect(toLatin((await row.textContent()) ?? '')).toContain(bounced);
      expect(new URL(page.url()).searchParams.get('person')).toBe(String(sale.stakeholderId));
      const csv = await downloadBy(page, 'cheques-export-csv');
      expect(csv.suggestedFilename()).toBe('received-cheques.csv');
      const lines = toLatin(await downloadedText(csv))
        .trim()
        .split('\n');
      expect([lines.length, lines[1]?.includes(bounced)]).toEqual([2, true]);
      const xlsx = await downloadBy(page, 'cheques-export-xlsx');
      expect(xlsx.suggestedFilename()).toBe('received-cheques.xlsx');
      expect((await downloadedText(xlsx)).slice(0, 2)).toBe('PK');
      await context.close();
      // An invoice payment, two cheques and five steps through dialogs: more than a minute on the shared machine.
    }, 240_000);
  }
});
