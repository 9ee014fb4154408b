import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../harness/api-as.ts';
import { activeCompany, url } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { placesOf } from '../treasury/support.ts';

const texts = {
  fa: { issued: 'صادرشده', cleared: 'وصول‌شده', due: '۱۴۰۵/۱۲/۲۰', amount: '۶۵۰۰۰۰۰' },
  en: { issued: 'Issued', cleared: 'Cleared', due: '2027-03-11', amount: '6500000' },
} as const;

/** The seeded company's first active supplier, read through the API. */
async function supplierOf(email: string, companyId: number) {
  const api = await apiAs(email);
  const found = await api.call(stakeholderEndpoints.list, {
    params: { companyId },
    query: { page: 1, pageSize: 1, sort: 'code', role: 'supplier', active: 'true' },
  });
  const supplier = found.data[0];
  if (!supplier) throw new Error(`company ${companyId} has no active supplier`);
  return supplier;
}

describe('issued cheques: a cheque book recorded under a bank account, a cheque issued from it to a supplier and cleared; the cheques falling due from the dashboard', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`in ${language} on a ${viewport}`, async () => {
      const email = readerOf[language];
      const word = texts[language];
      const { context, page } = await signedInAt(chromium.browser, email, '/accounting/banks', viewport);
      const companyId = await activeCompany(page);
      const [bank] = await placesOf(email, companyId, 'BANK_ACCOUNT');
      if (!bank) throw new Error('no seeded bank account');
      const supplier = await supplierOf(email, companyId);

      // The bank account chosen: its cheque books under it; a new book of 25 leaves.
      await page.getByTestId(`treasury-open-${bank.id}`).click();
      await page.getByTestId('cheque-books').waitFor();
      await page.getByTestId('cheque-book-new').click();
      await page.getByTestId('cheque-book-series').fill(`e2e-${language}-${Date.now() % 100_000}`);
      await page.getByTestId('cheque-book-first').fill(language === 'fa' ? '۱' : '1');
      await page.getByTestId('cheque-book-last').fill(language === 'fa' ? '۲۵' : '25');
      await page.getByTestId('cheque-book-save').click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Newest first: the book just recorded heads the table, every leaf free.
      const row = page.getByTestId('cheque-books-table').locator('tbody tr').first();
      const bookId = Number((await row.getAttribute('data-testid'))?.replace('cheque-books-table-row-', ''));
      await expect
        .poll(() => page.getByTestId(`cheque-book-free-${bookId}`).textContent())
        .toBe(language === 'fa' ? '۲۵' : '25');

      // A cheque from its next free leaf (offered) to the supplier.
      await page.getByTestId(`cheque-book-issue-${bookId}`).click();
      await expect.poll(() => page.getByTestId('cheque-issue-leaf').inputValue()).toBe(language === 'fa' ? '۱' : '1');
      await page.getByTestId('cheque-issue-person').click();
      await page.keyboard.type(supplier.displayName);
      await page.locator('[role=option]:visible').first().click();
      await page.getByTestId('cheque-issue-amount').fill(word.amount);
      await page.getByTestId('cheque-issue-due').fill(word.due);
      await page
        .getByTestId('cheque-issue-sayadId')
        .fill(`${language === 'fa' ? 5 : 6}${String(Date.now()).slice(-15).padStart(15, '0')}`);
      await screenshot(page, `cheques-issue-${language}-${viewport}`);
      await page.getByTestId('cheque-issue-save').click();
      await page.getByTestId('cheque-page').waitFor();
      const state = () => page.getByTestId('cheque-state').textContent();
      await expect.poll(state).toBe(word.issued);

      // Cleared from the bank account: its balance down by the amount.
      await page.getByTestId('cheque-action-CLEAR').click();
      await page.getByTestId('cheque-step-save').click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(state).toBe(word.cleared);
      await page.getByTestId('cheque-voucher-CLEAR').waitFor();
      const after = (await placesOf(email, companyId, 'BANK_ACCOUNT')).find((place) => place.id === bank.id);
      expect(after?.balance).toBe(bank.balance - 6_500_000);

      // Back under the bank account, the leaf is used by the supplier's cleared cheque.
      await page.goBack();
      await page.getByTestId(`cheque-book-leaves-${bookId}`).click();
      await expect.poll(() => page.getByTestId('cheque-leaf-1').textContent()).toContain(word.cleared);
      await expect.poll(() => page.getByTestId('cheque-leaf-1').textContent()).toContain(supplier.displayName);
      await screenshot(page, `cheques-book-${language}-${viewport}`);

      // The dashboard's cheques falling due (the seeded ones overdue) lead to the list of them.
      await page.goto(url('/dashboard'));
      await page.getByTestId('widget-cheques').waitFor();
      await expect
        .poll(() => page.getByTestId('dashboard-cheques-RECEIVED-overdue').textContent())
        .not.toMatch(/^(0|۰) /);
      await page.getByTestId('dashboard-cheques-link').click();
      await page.getByTestId('cheques-due').waitFor();
      await expect
        .poll(() => page.getByTestId('cheque-due-overdue-table').locator('tbody tr').count())
        .toBeGreaterThan(1);
      await screenshot(page, `cheques-due-${language}-${viewport}`);
      await context.close();
    }, 180_000);
  }
});
