import type { Browser } from 'playwright-core';
import type { viewports } from '../harness/browser.ts';
import { signedInAt } from '../shell/session.ts';

/** A new page signed in as `email` on the fiscal years' screen, once its table shows. */
export async function atFiscalYears(browser: Browser, email: string, viewport: keyof typeof viewports) {
  const opened = await signedInAt(browser, email, '/accounting/financial-years', viewport);
  await opened.page.getByTestId('fiscal-year-table').waitFor();
  return opened;
}
