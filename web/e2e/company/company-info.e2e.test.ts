import { describe, expect, it } from 'vitest';
import { toLatinDigits } from '../../src/lib/format/digits.ts';
import { url } from '../harness/app-page.ts';
import { screenshot, screenshotNames } from '../harness/browser.ts';
import { errorUnder, saveRefused } from '../harness/form-page.ts';
import { browserPerFile, flowCases } from '../harness/suite.ts';
import { asManager, solidPng } from './support.ts';

describe('company info and logo (issue 18)', () => {
  const chromium = browserPerFile();

  for (const { language, viewport } of flowCases) {
    it(`edits the info, refuses a bad postal code, keeps it after a reload and uploads a logo (${language}, ${viewport})`, async () => {
      const page = await asManager(chromium.browser, language, viewport);
      const name = screenshotNames('company', { language, viewport });
      await page.getByTestId('company-hub').waitFor();
      await screenshot(page, name('hub'));

      await page.getByTestId('company-hub-info').click();
      await page.getByTestId('company-info-form').waitFor();
      await page.getByTestId('company-postal-code').fill('12345');
      await page.getByTestId('company-national-id').fill('10320541762');
      await saveRefused(page);
      expect(await errorUnder(page, 'company-postal-code')).not.toBe('');
      expect(await errorUnder(page, 'company-national-id')).not.toBe('');
      await screenshot(page, name('info-errors'));

      await page.getByTestId('company-postal-code').fill('۱۹۶۸۹۱۳۱۱۱');
      await page.getByTestId('company-national-id').fill('10320541761');
      await page.getByTestId('company-registration-number').fill('52817');
      await page.getByTestId('company-address').fill('تهران، خیابان شریعتی، پلاک ۴۵');
      await page.getByTestId('form-save').click();
      await page.waitForURL((address) => address.pathname === '/company');
      await page.goto(url('/company/info'));
      await page.reload();
      await page.getByTestId('company-info-form').waitFor();
      const value = async (testId: string) => toLatinDigits(await page.getByTestId(testId).inputValue());
      await expect.poll(() => value('company-postal-code')).toBe('1968913111');
      expect(await value('company-national-id')).toBe('10320541761');
      expect(await value('company-registration-number')).toBe('52817');
      await expect.poll(() => page.getByTestId('company-address').inputValue()).toBe('تهران، خیابان شریعتی، پلاک ۴۵');

      await page.getByTestId('company-logo-file').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: solidPng(640, 320),
      });
      const logo = page.getByTestId('company-logo-image');
      await logo.waitFor();
      // Shrunk in the browser to 256 px on its longer side before it was sent, keeping its shape.
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
        .toEqual([256, 128]);
      await page.getByTestId('company-logo-file').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await page.getByTestId('company-logo-error').waitFor();
      await screenshot(page, name('info-logo'));
      await page.reload();
      await page.getByTestId('company-logo-image').waitFor();
      await page.context().close();
    });
  }
});
