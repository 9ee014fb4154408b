import { describe, expect, it } from 'vitest';
import { activeCompany, url } from '../harness/app-page.ts';
import { errorUnder } from '../harness/form-page.ts';
import { itSignedIn, readerOf, signedIn } from '../shell/session.ts';
import { fill, personNationalId, seededStakeholder } from './support.ts';
import { browserPerFile, languageCases } from '../harness/suite.ts';

const texts = {
  fa: {
    required: 'پر کردن این فیلد الزامی است.',
    nationalId: 'کد ملی ده رقم است و رقم کنترل آن باید درست باشد.',
    role: 'مشتری، تأمین‌کننده یا هر دو را انتخاب کنید.',
    duplicate: 'شخص یا کسب‌وکار دیگری در این شرکت همین شناسه را دارد.',
    amount: 'مبلغ را به ریال و به‌صورت عدد صحیح نامنفی وارد کنید.',
  },
  en: {
    required: 'This field is required.',
    nationalId: 'The national id is ten digits and its check digit must match.',
    role: 'Choose customer, supplier or both.',
    duplicate: 'Another person or business of this company has this national id.',
    amount: 'Enter a whole amount in Rials, zero or more.',
  },
} as const;

describe('the stakeholder form’s errors, under each field in the page’s language', () => {
  const chromium = browserPerFile();

  describe('a wrong check digit, a missing name, a bad amount, then a missing role', () => {
    itSignedIn(chromium, languageCases, '/stakeholders/create?formType=INDIVIDUAL', async ({ page, language }) => {
      const text = texts[language];
      await page.getByTestId('stakeholder-form').waitFor();
      await fill(page, { lastName: 'احمدی', nationalId: '0499370898', creditLimit: '12a' });
      await page.getByTestId('form-save').click();

      await expect.poll(() => errorUnder(page, 'field-nationalId')).toBe(text.nationalId);
      expect(await errorUnder(page, 'field-firstName')).toBe(text.required);
      expect(await errorUnder(page, 'field-creditLimit')).toBe(text.amount);
      expect(await errorUnder(page, 'field-lastName')).toBe('');
      // The first field to fix has the focus; nothing was sent, so the URL is still the form's.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
      expect(new URL(page.url()).pathname).toBe('/stakeholders/create');

      await fill(page, { firstName: 'مریم', nationalId: personNationalId('049937089'), creditLimit: '' });
      await page.getByTestId('field-isCustomer').uncheck();
      await page.getByTestId('form-save').click();
      await expect.poll(() => page.getByTestId('error-roles').textContent()).toBe(text.role);
      expect(await errorUnder(page, 'field-nationalId')).toBe('');
    });
  });

  it('the server’s 409 for a national id the company has shows under the national id', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.en);
    const taken = await seededStakeholder(
      await activeCompany(page),
      (s) => s.kind === 'INDIVIDUAL' && s.nationalId !== null,
    );
    await page.goto(url('/stakeholders/create'));
    await page.getByTestId('stakeholder-form').waitFor();
    await fill(page, { firstName: 'Reza', lastName: 'Karimi', nationalId: taken.nationalId ?? '' });
    await page.getByTestId('form-save').click();
    await expect.poll(() => errorUnder(page, 'field-nationalId')).toBe(texts.en.duplicate);
    expect(new URL(page.url()).pathname).toBe('/stakeholders/create');
    await context.close();
  });
});
