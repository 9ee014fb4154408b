import { describe, expect, it } from 'vitest';
import { activeCompany, toast, url } from '../harness/app-page.ts';
import { openList, settled } from '../harness/list-page.ts';
import { inNewCompany, readerOf, signedIn } from '../shell/session.ts';
import { fact, failRequests, fill, freshStakeholder, listedNames, save, seededStakeholder } from './support.ts';
import { browserPerFile } from '../harness/suite.ts';

describe('a stakeholder’s record', () => {
  const chromium = browserPerFile();

  it('opens from the list, is edited, archived and deleted after a confirmation', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.en);
    const company = await activeCompany(page);
    const record = await freshStakeholder(company);
    await openList(page, `/stakeholders?q=${record.code}`);
    await page.getByRole('link', { name: record.displayName }).click();
    await page.waitForURL(`**/stakeholders/${record.id}`);
    await expect.poll(() => fact(page, 'page-title')).toBe(record.displayName);

    await page.getByTestId('stakeholder-edit').click();
    await page.waitForURL(`**/stakeholders/${record.id}/edit`);
    await expect.poll(() => page.getByTestId('field-code').inputValue()).toBe(record.code);
    // The record's breadcrumb carries its name on the edit page too.
    await expect
      .poll(() => page.locator('.breadcrumbs li').allTextContents())
      .toEqual(['Customers and suppliers', record.displayName, 'Edit']);
    await fill(page, { city: 'Yazd', creditLimit: '7,500,000' });
    await page.getByTestId('field-isSupplier').check();
    await save(page);
    expect(await fact(page, 'detail-creditLimit')).toBe('7,500,000 Rials');
    expect(await fact(page, 'detail-roles')).toBe('Customer, Supplier');

    await page.getByTestId('stakeholder-toggle-active').click();
    await expect.poll(() => page.locator('.stakeholder-detail-header .status-badge').textContent()).toBe('Inactive');
    await expect.poll(() => page.getByTestId('stakeholder-toggle-active').textContent()).toBe('Activate');

    await page.getByTestId('stakeholder-delete').click();
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(record.displayName);
    await page.getByTestId('confirm-cancel').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/stakeholders/${record.id}`);

    await page.getByTestId('stakeholder-delete').click();
    await page.getByTestId('confirm-accept').click();
    await page.waitForURL('**/stakeholders');
    await expect.poll(() => toast(page).last().textContent()).toContain('Deleted.');
    await settled(page);
    await openList(page, `/stakeholders?q=${record.code}`);
    expect(await listedNames(page)).not.toContain(record.displayName);

    await page.goto(url(`/stakeholders/${record.id}`));
    await page.getByTestId('stakeholder-not-found').waitFor();
    await expect
      .poll(() => page.getByTestId('stakeholder-not-found').textContent())
      .toContain('This person or business was not found.');
    await context.close();
  });

  it("a member of another company gets the not-found state for a company-1 stakeholder's id", async () => {
    const companyOne = await seededStakeholder(1);
    const { context, page } = await inNewCompany(chromium.browser);

    for (const suffix of ['', '/edit']) {
      await page.goto(url(`/stakeholders/${companyOne.id}${suffix}`));
      await page.getByTestId('stakeholder-not-found').waitFor();
      await expect
        .poll(() => page.getByTestId('stakeholder-not-found').textContent())
        .toContain('این شخص یا کسب‌وکار پیدا نشد');
      await expect.poll(() => page.getByText(companyOne.displayName).count()).toBe(0);
    }
    await page.goto(url('/stakeholders/not-an-id'));
    await page.getByTestId('stakeholder-not-found').waitFor();
    await page.getByRole('link', { name: 'بازگشت به فهرست' }).click();
    await page.waitForURL('**/stakeholders');
    // A new company has no stakeholders: the empty list invites creating the first.
    await page.getByTestId('stakeholders-empty-create').waitFor();
    await context.close();
  });

  it('a server failure is not a "not found": the record shows the route error, the list offers a retry', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.en);
    const record = await seededStakeholder(await activeCompany(page));
    await failRequests('/api/v1/companies/*/stakeholders/**');
    await page.goto(url(`/stakeholders/${record.id}`));
    await page.getByTestId('route-error').waitFor();
    await expect.poll(() => page.getByTestId('stakeholder-not-found').count()).toBe(0);

    await page.goto(url('/stakeholders'));
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expect.poll(() => page.getByTestId('list-empty').textContent()).toContain('The list could not be loaded.');
    await context.close();
  });
});
