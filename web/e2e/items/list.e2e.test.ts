import { describe, expect, it } from 'vitest';
import { downloadBy, downloadedText } from '../harness/downloads.ts';
import { activeCompany, searchOf } from '../harness/app-page.ts';
import { toPersian } from '../harness/digits.ts';
import { listedTotal, listShown, openList } from '../harness/list-page.ts';
import { readerOf, signedIn, signedInAt } from '../shell/session.ts';
import { listedNames, seededItem } from './support.ts';
import { browserPerFile } from '../harness/suite.ts';

describe('the items list', () => {
  const chromium = browserPerFile();

  it('finds items by name, code and barcode, with Persian digits typed', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.fa);
    const company = await activeCompany(page);
    await openList(page, '/items');
    const all = await listedTotal(page);
    expect(all).toBeGreaterThan(20);

    await page.getByTestId('list-search').fill('چای سبز');
    await expect.poll(() => searchOf(page).get('q')).toBe('چای سبز');
    // The previous rows stay on screen until the search's answer replaces them.
    await expect
      .poll(async () => {
        const names = await listedNames(page);
        return names.length > 0 && names.every((name) => name.includes('چای سبز'));
      })
      .toBe(true);

    const byCode = await seededItem(company);
    await page.getByTestId('list-search').fill(toPersian(byCode.code));
    await expect.poll(() => searchOf(page).get('q')).toBe(byCode.code);
    await expect.poll(() => listedNames(page)).toContain(byCode.name);

    const withBarcode = await seededItem(company, (item) => item.barcode !== null);
    const barcode = withBarcode.barcode ?? '';
    await page.getByTestId('list-search').fill(barcode);
    await expect.poll(() => searchOf(page).get('q')).toBe(barcode);
    await expect.poll(() => listedNames(page)).toEqual([withBarcode.name]);

    await page.getByTestId('list-search').fill('هیچ‌چیز چنین نامی ندارد');
    await page.getByTestId('list-empty').waitFor();
    await page.getByTestId('list-clear-filters').click();
    await expect.poll(() => listedTotal(page).catch(() => 0)).toBe(all);
    await context.close();
  });

  it('keeps filters, sort and page in the URL, and they survive a reload', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.en, '/items');
    await listShown(page);
    // One change at a time, as a person makes them: each is a navigation the next one builds on.
    const pick = async (testId: string, value: string, param: string) => {
      await page.getByTestId(testId).selectOption(value);
      await expect.poll(() => searchOf(page).get(param)).toBe(value || null);
    };
    await pick('filter-kind', 'PRODUCT', 'kind');
    await pick('filter-category', 'قهوه', 'category');
    await pick('filter-active', 'true', 'active');
    const salePrice = page.getByRole('button', { name: 'Sale price' });
    await salePrice.click();
    await expect.poll(() => searchOf(page).get('sort')).toBe('salePrice');
    await salePrice.click();
    await expect
      .poll(() => searchOf(page).toString())
      .toBe('kind=PRODUCT&category=%D9%82%D9%87%D9%88%D9%87&active=true&sort=-salePrice');
    const column = (n: number) => page.locator(`tbody tr td:nth-child(${n})`).allTextContents();
    const prices = async () => (await column(3)).map((text) => Number(text.replace(/\D/g, '')));
    // The rows follow once the answer for this URL is in: coffee products only, dearest first.
    await expect
      .poll(async () => {
        const [kinds, categories, shown] = [await column(5), await column(6), await prices()];
        const dearestFirst = shown.every((price, index) => index === 0 || price <= (shown[index - 1] ?? 0));
        return (
          shown.length > 1 && dearestFirst && [...kinds, ...categories].every((text) => /^(Product|قهوه)$/.test(text))
        );
      })
      .toBe(true);
    const before = await prices();

    await page.reload();
    await page.getByTestId('list-total').waitFor();
    await expect.poll(() => page.getByTestId('filter-kind').inputValue()).toBe('PRODUCT');
    await expect.poll(() => page.getByTestId('filter-category').inputValue()).toBe('قهوه');
    await expect.poll(() => page.getByTestId('filter-active').inputValue()).toBe('true');
    await expect.poll(() => page.locator('th[aria-sort="descending"]').textContent()).toContain('Sale price');
    expect(await prices()).toEqual(before);

    await pick('filter-kind', '', 'kind');
    await pick('filter-category', '', 'category');
    await pick('filter-active', '', 'active');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => searchOf(page).get('page')).toBe('2');
    await page.reload();
    await page.getByTestId('list-total').waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Pagination' }).textContent()).toContain('Page 2 of');
    await context.close();
  });

  it('exports what the user sees across all pages as CSV', async () => {
    const { context, page } = await signedInAt(chromium.browser, readerOf.en, '/items?kind=PRODUCT');
    await listShown(page);
    const total = await listedTotal(page);
    expect(total).toBeGreaterThan(20);
    const download = await downloadBy(page, 'list-export');
    expect(download.suggestedFilename()).toBe('items.csv');
    const csv = await downloadedText(download);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Code,Name,Sale price,Purchase price,Type,Category,Status,Added on');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.split(',').includes('Product'))).toBe(true);
    await context.close();
  });
});
