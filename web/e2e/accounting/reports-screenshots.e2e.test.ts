import { describe, expect, it } from 'vitest';
import { url } from '../harness/app-page.ts';
import { screenshot, screenshotFitting, screenshotNames } from '../harness/browser.ts';
import { ownBrowser } from '../harness/suite.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { pick, reportAt, reportTable } from './reports-support.ts';

describe('screenshots of the books’ reports in fa and en, desktop and phone', () => {
  const chromium = ownBrowser({ resetEachTest: true });

  for (const language of ['fa', 'en'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`trial balance, ledger, profit and loss, balance sheet, tafsili report in ${language} on ${viewport}`, async () => {
        const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
        const name = screenshotNames('accounting', { language, viewport });
        const shots: [string, string, string][] = [
          ['trial-balance', '/accounting/balance?level=KOL&columns=8', 'trial-balance'],
          ['profit-loss', '/accounting/profit-loss', 'profit-loss'],
          ['balance-sheet', '/accounting/accounts-review', 'balance-sheet'],
        ];
        for (const [screen, path, testId] of shots) {
          await page.goto(url(path));
          await reportTable(page, testId);
          await screenshotFitting(page, name(screen));
        }

        await page.goto(url('/accounting/balance?level=MOEIN&columns=2'));
        await reportTable(page, 'trial-balance');
        await page.getByTestId('trial-balance-row-1101').locator('td[data-column="code"] a').click();
        await reportTable(page, 'ledger');
        await screenshotFitting(page, name('ledger'));

        await page.goto(url('/accounting/tafsili-report'));
        await pick(page, 'tafsili-report-tafsili', '30001');
        await reportTable(page, 'tafsili-report');
        await screenshotFitting(page, name('tafsili-report'));
        await context.close();
      });
    }
  }

  it('prints a report alone: no navigation or filters, RTL, Persian digits and Jalali dates in fa', async () => {
    const { context, page } = await reportAt(
      chromium.browser,
      readerOf.fa,
      'trial-balance',
      '?level=KOL&columns=6&from=2026-03-21&to=2026-09-23',
    );
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.app-sidebar', '.app-header', '.report-toolbar']) {
      await expect.poll(() => page.locator(hidden).first().isVisible()).toBe(false);
    }
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.locator('.report-title').textContent()).toContain('از ۱۴۰۵/۰۱/۰۱ تا ۱۴۰۵/۰۷/۰۱');
    await screenshot(page, 'accounting-trial-balance-print-fa');
    await context.close();
  });
});
