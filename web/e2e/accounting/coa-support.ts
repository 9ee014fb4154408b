import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import type { Language } from '../harness/suite.ts';

export interface NewAccount {
  /** The test id of the chart's add button: `coa-add-group` for a top-level group, else `coa-add-<parent code>`. */
  addButton: string;
  /** A top-level group's type. */
  type?: string;
  /** A code the chart already has: the first save is refused with it. */
  takenCode: string;
  code: string;
  nameFa: string;
  nameEn: string;
  /** The screenshot of the dialog showing the refusal. */
  screenshotName: string;
}

/**
 * Adds an account through the chart's dialog, first with a taken code: the server's 409 shows under the field and
 * the dialog stays open (screenshotted); saved again with the free code, the account shows its name in `language`.
 */
export async function addAccountAfterRefusal(page: Page, language: Language, account: NewAccount): Promise<void> {
  await page.getByTestId(account.addButton).click();
  if (account.type) await page.getByTestId('coa-field-type').selectOption(account.type);
  await page.getByTestId('coa-field-code').fill(account.takenCode);
  await page.getByTestId('coa-field-nameFa').fill(account.nameFa);
  await page.getByTestId('coa-field-nameEn').fill(account.nameEn);
  await page.getByTestId('coa-account-save').click();
  await page.locator('[data-testid="coa-account-form"] .field-error').waitFor();
  await screenshot(page, account.screenshotName);
  await page.getByTestId('coa-field-code').fill(account.code);
  await page.getByTestId('coa-account-save').click();
  await page.getByTestId(`coa-account-${account.code}`).waitFor();
  await expect
    .poll(() => page.getByTestId(`coa-account-${account.code}`).textContent())
    .toContain(language === 'fa' ? account.nameFa : account.nameEn);
}
