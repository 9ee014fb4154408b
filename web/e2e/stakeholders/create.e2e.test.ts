import { describe, expect, it } from 'vitest';
import { searchOf, toast } from '../harness/app-page.ts';
import { toPersian } from '../harness/digits.ts';
import { listShown, openList } from '../harness/list-page.ts';
import { readerOf, signedInAt } from '../shell/session.ts';
import { fact, fill, legalNationalId, listedNames, personNationalId, save } from './support.ts';
import { browserPerFile } from '../harness/suite.ts';

describe('creating stakeholders', () => {
  const chromium = browserPerFile();

  it('an individual, typed with Persian digits, shows formatted on its detail (fa)', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.fa, '/stakeholders');
    await listShown(page);
    await page.getByTestId('stakeholders-create').click();
    await page.waitForURL('**/stakeholders/create');
    await expect.poll(() => page.getByTestId('stakeholder-kind-INDIVIDUAL').isChecked()).toBe(true);
    // The next free code of the company is filled in.
    await expect.poll(() => page.getByTestId('field-code').inputValue()).toMatch(/^\d+$/);

    const nationalId = personNationalId('058812345');
    await fill(page, {
      firstName: 'سارا',
      lastName: 'رضایی',
      nationalId: toPersian(nationalId),
      mobile: '۰۹۱۲۷۶۵۴۳۲۱',
      email: 'sara.rezaei@example.com',
      province: 'اصفهان',
      city: 'کاشان',
      postalCode: '۸۷۱۳۶۵۴۳۲۱',
    });
    await page.getByTestId('field-creditLimit').pressSequentially('۲۵۰۰۰۰۰۰');
    // Grouped as it is typed, in Persian digits.
    await expect.poll(() => page.getByTestId('field-creditLimit').inputValue()).toBe('۲۵٬۰۰۰٬۰۰۰');
    await save(page);

    await expect.poll(() => fact(page, 'page-title')).toBe('سارا رضایی');
    expect(await fact(page, 'detail-nationalId')).toBe(toPersian(nationalId));
    expect(await fact(page, 'detail-mobile')).toBe('۰۹۱۲۷۶۵۴۳۲۱');
    expect(await fact(page, 'detail-creditLimit')).toBe('۲۵٬۰۰۰٬۰۰۰ ریال');
    expect(await fact(page, 'detail-roles')).toBe('مشتری');
    expect(await fact(page, 'detail-createdAt')).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}، [۰-۹]{2}:[۰-۹]{2}$/);
    await expect.poll(() => page.getByTestId('stakeholder-ledger').textContent()).toContain('فاکتورها و مانده حساب');
    await expect.poll(() => toast(page).first().textContent()).toContain('ثبت شد');
    await context.close();
  });

  it('a business supplier; the kind switch keeps formType in the URL (en)', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.en, '/stakeholders/create');
    await page.getByTestId('stakeholder-form').waitFor();
    // The radio is drawn as a segment: its label takes the click.
    await page.locator('label', { has: page.getByTestId('stakeholder-kind-BUSINESS') }).click();
    await expect.poll(() => searchOf(page).get('formType')).toBe('BUSINESS');
    // The URL moves before the router's transition renders the business form.
    await expect.poll(() => page.getByTestId('field-firstName').count()).toBe(0);

    await fill(page, {
      businessName: 'Alborz Dairy Distribution',
      nationalId: legalNationalId('1032045678'),
      economicCode: '411114356788',
      registrationNumber: '52341',
      phone: '02634567890',
    });
    await page.getByTestId('field-isCustomer').uncheck();
    await page.getByTestId('field-isSupplier').check();
    await page.getByTestId('field-creditLimit').fill('1500000000');
    await expect.poll(() => page.getByTestId('field-creditLimit').inputValue()).toBe('1,500,000,000');
    await save(page);

    await expect.poll(() => fact(page, 'page-title')).toBe('Alborz Dairy Distribution');
    expect(await fact(page, 'detail-roles')).toBe('Supplier');
    expect(await fact(page, 'detail-creditLimit')).toBe('1,500,000,000 Rials');
    expect(await fact(page, 'detail-createdAt')).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

    await openList(page, '/stakeholders?kind=BUSINESS&role=supplier&q=Alborz%20Dairy');
    expect(await listedNames(page)).toEqual(['Alborz Dairy Distribution']);
    await context.close();
  });
});
