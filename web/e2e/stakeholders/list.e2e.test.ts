import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { downloadBy, downloadedText } from '../harness/downloads.ts';
import { activeCompany, searchOf } from '../harness/app-page.ts';
import { toPersian } from '../harness/digits.ts';
import { listedTotal, openList, settled } from '../harness/list-page.ts';
import { readerOf, signedIn } from '../shell/session.ts';
import { countStakeholders, listedNames, seededStakeholder } from './support.ts';
import { browserPerFile } from '../harness/suite.ts';

describe('the stakeholders list', () => {
  const chromium = browserPerFile();

  it('finds a stakeholder by its mobile typed in Persian digits, and says when nothing matches', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.fa);
    const company = await activeCompany(page);
    const wanted = await seededStakeholder(company, (s) => s.mobile !== null && s.id % 7 === 3);
    await openList(page, '/stakeholders');
    const all = await listedTotal(page);
    expect(all).toBe(await countStakeholders(company));

    await page.getByTestId('list-search').fill(toPersian(wanted.mobile ?? ''));
    await expect.poll(() => searchOf(page).get('q')).toBe(wanted.mobile);
    await expect.poll(() => listedNames(page)).toContain(wanted.displayName);
    // The box keeps what was typed; the URL and the API get Latin digits.
    await expect.poll(() => page.getByTestId('list-search').inputValue()).toBe(toPersian(wanted.mobile ?? ''));

    await page.getByTestId('list-search').fill('هیچ‌کس چنین نامی ندارد');
    await page.getByTestId('list-empty').waitFor();
    await expect.poll(() => page.getByTestId('list-empty').textContent()).toContain('موردی پیدا نشد');
    await page.getByRole('button', { name: 'پاک کردن جست‌وجو و فیلترها' }).click();
    await expect.poll(() => listedTotal(page).catch(() => 0)).toBe(all);
    expect(searchOf(page).toString()).toBe('');
    await context.close();
  });

  it('keeps filters, sort and page in the URL, and they survive a reload', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.en);
    const company = await activeCompany(page);
    await openList(page, '/stakeholders');
    await page.getByTestId('filter-kind').selectOption('INDIVIDUAL');
    await page.getByTestId('filter-role').selectOption('customer');
    await page.getByTestId('filter-active').selectOption('true');
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect
      .poll(() => searchOf(page).toString())
      .toBe('kind=INDIVIDUAL&role=customer&active=true&sort=displayName');
    const expected = await countStakeholders(company, (s) => s.kind === 'INDIVIDUAL' && s.isCustomer && s.active);
    await expect.poll(() => listedTotal(page)).toBe(expected);
    await settled(page);
    expect(expected).toBeGreaterThan(20);

    const firstPage = await listedNames(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => searchOf(page).get('page')).toBe('2');
    await expect.poll(() => listedNames(page)).not.toEqual(firstPage);
    await settled(page);
    const secondPage = await listedNames(page);

    await page.reload();
    await page.getByTestId('list-total').waitFor();
    await settled(page);
    await expect.poll(() => page.getByTestId('filter-kind').inputValue()).toBe('INDIVIDUAL');
    await expect.poll(() => page.getByTestId('filter-role').inputValue()).toBe('customer');
    await expect.poll(() => page.getByTestId('filter-active').inputValue()).toBe('true');
    await expect
      .poll(() => page.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    expect(await listedNames(page)).toEqual(secondPage);
    await expect.poll(() => page.locator('.data-table-pager').textContent()).toContain('Page 2 of');

    // Back undoes the paging, not the whole list state.
    await page.goBack();
    await expect.poll(() => searchOf(page).get('page')).toBe(null);
    expect(searchOf(page).get('sort')).toBe('displayName');
    await context.close();
  });

  it('exports every matching row, not just the page, as a CSV Excel reads in Persian', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.fa);
    const company = await activeCompany(page);
    await openList(page, '/stakeholders?kind=BUSINESS&sort=code');
    const expected = await countStakeholders(company, (s) => s.kind === 'BUSINESS');
    expect(expected).toBeGreaterThan(20);

    // The file holds the columns the table shows: the city is hidden until the picker shows it.
    await expect.poll(() => page.getByRole('columnheader', { name: 'شهر' }).count()).toBe(0);
    await page.getByTestId('column-picker').locator('summary').click();
    await page.getByTestId('column-city').check();
    await page.getByRole('columnheader', { name: 'شهر' }).waitFor();

    const download = await downloadBy(page, 'list-export');
    expect(download.suggestedFilename()).toBe('stakeholders.csv');
    const text = await downloadedText(download);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1).trim(), { newline: '\r\n' }).data;
    expect(rows[0]).toEqual(['کد', 'نام', 'نوع', 'نقش‌ها', 'موبایل', 'شهر', 'سقف اعتبار', 'وضعیت']);
    expect(rows).toHaveLength(expected + 1);
    // As the table shows them: Persian digits, translated kinds, the list's order.
    const codes = rows.slice(1).map((row) => row[0] ?? '');
    expect(codes.every((code) => /^[۰-۹]+$/.test(code))).toBe(true);
    expect(rows.slice(1).every((row) => row[2] === 'شخص حقوقی')).toBe(true);
    expect(codes[0]).toBe((await page.locator('tbody tr td:first-child').first().textContent()) ?? '');
    await context.close();
  });
});
