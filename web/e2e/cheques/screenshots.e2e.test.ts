import { describe, expect, it } from 'vitest';
import { receiveCheque } from '../../src/features/accounting/cheques/cheques-client.ts';
import { activeCompany } from '../harness/app-page.ts';
import { apiAs } from '../harness/api-as.ts';
import { screenshot, screenshotFitting, screenshotNames, sweptScreenAt } from '../harness/browser.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { customerAndProduct } from '../invoices/support.ts';
import { readerOf, seeded, signedIn } from '../shell/session.ts';
import { banner, coveredByModeButton, modeButton } from '../translation-editor/support.ts';

describe('screenshots of the cheques in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  languagesAndViewports.forEach(({ language, viewport }, index) => {
    it(`the received cheques, a cheque's page and its deposit dialog in ${language} on ${viewport}`, async () => {
      const email = readerOf[language];
      const { context, page } = await signedIn(chromium.browser, email, viewport);
      const name = screenshotNames('cheques', { language, viewport });
      const companyId = await activeCompany(page);
      const { customer } = await customerAndProduct(email, companyId);
      const cheque = await receiveCheque(await apiAs(email), companyId, {
        stakeholderId: customer.id,
        date: '2026-11-25',
        dueDate: '2027-01-15',
        amount: 48_500_000,
        sayadId: `9${index}${String(Date.now()).padStart(14, '0').slice(-14)}`,
        serial: '۳۳۴۴۵۵',
        bankName: 'بانک تجارت',
        branch: 'شعبه میرداماد',
        drawerName: customer.displayName,
      });

      await sweptScreenAt(page, '/accounting/cheques', 'cheques-table');
      await screenshotFitting(page, name('list'));

      await sweptScreenAt(page, `/accounting/cheques/${cheque.id}`, 'cheque-timeline');
      await screenshotFitting(page, name('page'));
      await page.getByTestId('cheque-action-DEPOSIT').click();
      await page.getByTestId('cheque-step-save').click();
      // Saved without a bank: refused under the field, before the server is asked.
      await expect.poll(() => page.getByTestId('cheque-step-bank').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, name('deposit-dialog'));
      // The administrator's translation button stays clear of the dialog's title and close button (full screen on a phone).
      if (email === seeded.admin) {
        expect(await coveredByModeButton(page)).toEqual([]);
        // With the edit mode on, its banner stays above the dialog rather than over its title.
        await modeButton(page).click();
        await banner(page).waitFor();
        const bannerBottom = (await banner(page).boundingBox())?.height ?? 0;
        expect((await page.locator('.modal-title').boundingBox())?.y).toBeGreaterThanOrEqual(bannerBottom);
      }
      await context.close();
    }, 120_000);
  });
});
