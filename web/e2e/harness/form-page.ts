import type { Page } from 'playwright-core';

/** A create or edit form (ui/fields' FormFooter ends it) as a test drives it. */

/** The translated error under a form control, found through its aria-describedby. */
export async function errorUnder(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).evaluate((control) => {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
    const errorId = ids.find((id) => id.endsWith('-error'));
    return errorId ? (document.getElementById(errorId)?.textContent ?? '') : '';
  });
}

/** Saves the form and waits for the list of its errors: the form's own checks refused it, before anything was sent. */
export async function saveRefused(page: Page): Promise<void> {
  await page.getByTestId('form-save').click();
  await page.getByTestId('form-errors').waitFor();
}

/** Saves the form and waits for the saved record's detail at `{listPath}/{id}`; answers the id. */
export async function saveForm(page: Page, listPath: string, detailTestId: string): Promise<number> {
  await page.getByTestId('form-save').click();
  await page.waitForURL(new RegExp(`${listPath}/\\d+$`));
  await page.getByTestId(detailTestId).waitFor();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}
