import { describe, expect, it } from 'vitest';
import { employeesEndpoints } from '@daftar/contracts/endpoints/employees';
import { apiAs, outboxCode } from '../harness/api-as.ts';
import { url } from '../harness/app-page.ts';
import { newPage, screenshot } from '../harness/browser.ts';
import { browserPerFile } from '../harness/suite.ts';
import { seeded, signedIn, signedInAt, signIn } from '../shell/session.ts';

const invitee = 'nika.tehrani@example.com';

describe('employees: an invitation from the owner, accepted by the invitee, and what a viewer may not do', () => {
  const chromium = browserPerFile();

  // Two sign-ins and a save each on a shared, busy machine: a ceiling above the default minute, not a wait.
  const slow = { timeout: 150_000 };

  it('the owner invites an employee by e-mail and sees the invitation waiting (fa)', slow, async () => {
    const { context, page } = await signedInAt(chromium.browser, seeded.admin, '/company/employees');
    await page.getByTestId('employee-list').waitFor();
    // The seeded team of «بازرگانی آرمان»: its owner, accountant, salesman and viewer, the owner first.
    await expect
      .poll(() => page.getByTestId('employee-role').allTextContents())
      .toEqual(['مالک', 'حسابدار', 'فروشنده', 'ناظر']);
    await page.getByTestId('employee-invite').click();
    await page.waitForURL('**/company/employees/new');
    await page.getByTestId('employee-email-field').fill('Nika.Tehrani@Example.com');
    await page.getByTestId('employee-role-field').selectOption('VIEWER');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/company\/employees$/);
    await expect
      .poll(() => page.getByTestId('employee-invitation').allTextContents())
      .toEqual([expect.stringContaining(invitee)]);
    await screenshot(page, 'employees-list-with-invitation-fa-desktop');
    // The mail in the development outbox carries the link's one-time token.
    expect(await outboxCode(invitee)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await context.close();
  });

  it('the invitee opens the mailed link, joins as a viewer and cannot save a customer (fa, phone)', slow, async () => {
    const owner = await apiAs(seeded.admin);
    await owner.call(employeesEndpoints.invite, { params: { companyId: 1 }, body: { email: invitee, role: 'VIEWER' } });
    const token = await outboxCode(invitee);

    const { context, page } = await newPage(chromium.browser, 'phone');
    await signIn(page, invitee);
    // A new account with no company yet: registration, where the mailed link opens too.
    await page.waitForURL('**/register');
    await page.goto(url(`/register/invitation/${token}`));
    await page.getByTestId('invitation-offer').waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toBe('پیوستن به بازرگانی آرمان');
    await expect.poll(() => page.getByTestId('invitation-offer').textContent()).toContain('«ناظر»');
    await screenshot(page, 'employees-invitation-fa-phone');
    await page.getByTestId('invitation-accept').click();
    await page.waitForURL('**/dashboard');

    // The server refuses a viewer's write, and the form says so in the reader's language.
    await page.goto(url('/stakeholders/create'));
    await page.getByTestId('stakeholder-form').waitFor();
    await page.getByTestId('field-firstName').fill('پرستو');
    await page.getByTestId('field-lastName').fill('نادری');
    await page.getByTestId('form-save').click();
    await expect
      .poll(() => page.getByTestId('form-failure').textContent())
      .toBe('نقش شما در این کسب‌وکار اجازهٔ این کار را نمی‌دهد.');
    await screenshot(page, 'employees-viewer-refused-fa-phone');

    // The role table hides what would only be refused: an invoice keeps Print but no write action, and the pay,
    // income and treasury screens offer no new record.
    await page.goto(url('/invoices/overview/sell'));
    await page.getByTestId('invoice-row-link').first().click();
    await page.getByTestId('invoice-print-open').waitFor();
    const writes =
      '[data-testid="invoice-issue"], [data-testid="invoice-edit"], [data-testid="invoice-copy"], ' +
      '[data-testid="invoice-add-payment"], [data-testid="invoice-cancel"], [data-testid="invoice-payment-remove"], ' +
      '[data-testid="recurring-set"], [data-testid="invoice-einvoice-download"]';
    await expect.poll(() => page.locator(writes).count()).toBe(0);
    await screenshot(page, 'employees-viewer-invoice-fa-phone');
    await page.goto(url('/pay'));
    await page.getByTestId('terminal-name').waitFor();
    await page.getByTestId('terminal-switch').waitFor();
    const payWrites = '[data-testid="terminal-new"], [data-testid="terminal-settings-link"], [data-testid^="pay-new-"]';
    await expect.poll(() => page.locator(payWrites).count()).toBe(0);
    await page.goto(url('/income'));
    await page.getByTestId('money-list-totals').waitFor();
    await expect.poll(() => page.getByTestId('money-create').count()).toBe(0);
    await page.goto(url('/accounting/cash'));
    await page.getByTestId('treasury-cash_box').waitFor();
    await expect
      .poll(() => page.locator('[data-testid="treasury-new"], [data-testid^="treasury-edit-"]').count())
      .toBe(0);
    // Customers, items and the books offer no new record; a temporary voucher opens read-only, without its actions;
    // the chart adds no account and the settings do not save.
    for (const [path, create] of [
      ['/stakeholders', 'stakeholders-create'],
      ['/items', 'items-new-product'],
      ['/accounting/journal-ledger?status=TEMPORARY', 'voucher-create'],
    ] as const) {
      await page.goto(url(path));
      await page.getByTestId('list-total').waitFor();
      await expect.poll(() => page.getByTestId(create).count()).toBe(0);
    }
    await page.getByTestId('voucher-row-link').first().click();
    await page.getByTestId('voucher-view').waitFor();
    await expect
      .poll(() => page.locator('[data-testid="voucher-editor"], [data-testid="voucher-actions"]').count())
      .toBe(0);
    await screenshot(page, 'employees-viewer-voucher-fa-phone');
    await page.goto(url('/accounting/coa'));
    await page.getByTestId('coa-tree').waitFor();
    await expect.poll(() => page.locator('[data-testid="coa-add-group"], [data-testid^="coa-edit-"]').count()).toBe(0);
    await page.goto(url('/accounting/settings'));
    await page.getByTestId('accounting-settings').waitFor();
    await expect.poll(() => page.getByTestId('settings-save').count()).toBe(0);
    await screenshot(page, 'employees-viewer-settings-fa-phone');
    await context.close();
  });

  it('the owner changes a role and cannot remove themselves; the list follows (en)', slow, async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    // «کافه نارنج» (2) is the one this reader owns.
    await page.evaluate(() => localStorage.setItem('businessId', '2'));
    await page.goto(url('/company/employees'));
    await page.getByTestId('employee-list').waitFor();
    await expect.poll(() => page.getByTestId('employee-row').count()).toBe(2);
    const rows = page.getByTestId('employee-row');
    // The texts arrive with the reader's translation map: wait for the words, not the keys.
    await expect.poll(() => rows.first().textContent()).toContain('you');
    // The owner's own page: no actions, only the note that ownership moves by a transfer.
    await rows.first().getByTestId('employee-open').click();
    await page.getByTestId('employee-detail').waitFor();
    await expect.poll(() => page.getByTestId('employee-remove').count()).toBe(0);

    await page.goto(url('/company/employees'));
    await page.getByTestId('employee-row').nth(1).getByTestId('employee-open').click();
    await page.getByTestId('employee-detail').waitFor();
    await expect.poll(() => page.getByTestId('employee-detail-role').textContent()).toBe('Administrator');
    await screenshot(page, 'employees-detail-en-desktop');
    await page.getByTestId('employee-edit').click();
    await page.getByTestId('employee-role-form').waitFor();
    await page.getByTestId('employee-role-field').selectOption('ACCOUNTANT');
    await page.getByTestId('form-save').click();
    await page.waitForURL(/\/company\/employees\/detail\/\d+$/);
    await expect.poll(() => page.getByTestId('employee-detail-role').textContent()).toBe('Accountant');
    await context.close();
  });
});
