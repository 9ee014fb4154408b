import { describe, expect, it } from 'vitest';
import { activeCompany, goInApp } from '../harness/app-page.ts';
import { screenshot, screenshotFitting, screenshotNames, sweptScreen, sweptScreenAt } from '../harness/browser.ts';
import { openList } from '../harness/list-page.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { seededStakeholder } from './support.ts';
import { browserPerFile, languagesAndViewports } from '../harness/suite.ts';
import { saveRefused } from '../harness/form-page.ts';

describe('screenshots of the stakeholders screens in fa and en, desktop and phone', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of languagesAndViewports) {
    it(`list, form and detail in ${language} on ${viewport}`, async () => {
      const { context, page } = await signedIn(chromium.browser, readerOf[language], viewport);
      const name = screenshotNames('stakeholders', { language, viewport });
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);

      await openList(page, '/stakeholders');
      // Nothing of the page sticks out sideways on a phone: the table scrolls inside its own box.
      await screenshotFitting(page, name('list'));

      await goInApp(page, '/stakeholders/create?formType=BUSINESS');
      await page.getByTestId('stakeholder-form').waitFor();
      await page.getByTestId('field-nationalId').fill('12345678901');
      await saveRefused(page);
      await sweptScreen(page);
      await screenshotFitting(page, name('form-errors'));

      const record = await seededStakeholder(
        await activeCompany(page),
        (s) => s.kind === 'BUSINESS' && s.mobile !== null,
      );
      await sweptScreenAt(page, `/stakeholders/${record.id}`, 'stakeholder-detail');
      await screenshot(page, name('detail'));
      await context.close();
    });
  }
});
