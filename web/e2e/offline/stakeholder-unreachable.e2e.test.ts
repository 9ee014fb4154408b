import { describe, expect, it } from 'vitest';
import { activeCompany } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { startScenario, stopScenario } from '../harness/lab.ts';
import { readerOf } from '../shell/session.ts';
import { countStakeholders } from '../stakeholders/support.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import {
  cacheKept,
  expectReloadKeepsDraft,
  expectSaveUnreachable,
  openWithWorker,
  unreachableText,
  waitForKeptCache,
  workLeft,
} from './support.ts';

describe('a new person saved while the server cannot be reached', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`says so in ${language}, keeps the draft over a reload, recovers by itself and saves once (${viewport})`, async () => {
      const firstName = language === 'fa' ? 'نیلوفر' : 'Niloufar';
      const lastName = `${language === 'fa' ? 'آفلاین' : 'Offline'}-${viewport}`;
      const named = (s: { firstName?: string | null; lastName?: string | null }) =>
        s.firstName === firstName && s.lastName === lastName;
      const { context, page } = await openWithWorker(
        chromium.browser,
        readerOf[language],
        '/stakeholders/create',
        viewport,
      );
      await expect.poll(() => page.getByTestId('field-code').inputValue()).toMatch(/^\d+$/);
      const companyId = await activeCompany(page);
      const code = await page.getByTestId('field-code').inputValue();
      await page.getByTestId('field-firstName').fill(firstName);
      await page.getByTestId('field-lastName').fill(lastName);
      await waitForKeptCache(page);

      // The API stops answering: the connection closes with no answer.
      await startScenario('server-unreachable');
      await expectSaveUnreachable(page, language);
      await screenshot(page, `offline-save-failed-${language}-${viewport}`);

      // A reload without the API: the shell, the offline state and the draft offered back; never the crash page.
      await expectReloadKeepsDraft(page);
      await screenshot(page, `offline-reload-draft-${language}-${viewport}`);

      // The API answers again: the app notices by itself, no reload, no click.
      await stopScenario('server-unreachable');
      await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 45_000 });
      // Nothing was written while the API did not answer.
      expect(await countStakeholders(companyId, named)).toBe(0);

      // The restored draft is saved while its answer is lost: the write is done, the app hears nothing…
      await page.getByTestId('draft-restore').click();
      await expect.poll(() => page.getByTestId('field-firstName').inputValue()).toBe(firstName);
      await expect.poll(() => page.getByTestId('field-code').inputValue()).toBe(code);
      await startScenario('answer-lost');
      await page.getByTestId('form-save').click();
      await expect.poll(() => page.getByTestId('form-failure').textContent()).toBe(unreachableText[language]);
      expect(await countStakeholders(companyId, named)).toBe(1);
      // …and "try again" carries the same Idempotency-Key: the first answer comes back, no second person is written.
      await page.getByTestId('form-retry').click();
      await page.waitForURL(/\/stakeholders\/\d+$/);
      await page.getByTestId('stakeholder-detail').waitFor();
      expect(await countStakeholders(companyId, named)).toBe(1);
      expect(await workLeft(page)).toEqual([]);

      // Sign-out takes the drafts and the kept answers with it.
      await page.goto(page.url().replace(/\/stakeholders\/\d+$/, '/stakeholders/create'));
      await page.getByTestId('field-firstName').fill(firstName);
      await expect.poll(() => workLeft(page)).not.toEqual([]);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('sign-out').click();
      await page.waitForURL('**/login');
      expect(await workLeft(page)).toEqual([]);
      expect(await cacheKept(page)).toBe(false);
      await context.close();
    });
  }
});
