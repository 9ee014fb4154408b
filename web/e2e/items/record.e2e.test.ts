import { describe, expect, it } from 'vitest';
import { activeCompany, toast, url } from '../harness/app-page.ts';
import { openList } from '../harness/list-page.ts';
import { inNewCompany, pathOf, readerOf, signedIn } from '../shell/session.ts';
import { fact, fillItem, freshService, itemOnAnInvoice, listedNames, saveItem, seededItem } from './support.ts';
import { browserPerFile } from '../harness/suite.ts';

describe('one item: open, edit, copy, delete, and who may see it', () => {
  const chromium = browserPerFile();

  it('opens an item from the list, edits it, and copies it under a new code', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.en);
    const tea = await seededItem(await activeCompany(page), (item) => item.kind === 'PRODUCT' && item.barcode !== null);
    await openList(page, `/items?q=${tea.code}`);
    await page.getByTestId('item-link').filter({ hasText: tea.name }).click();
    await page.waitForURL(`**/items/${tea.id}`);
    await expect.poll(() => fact(page, 'title')).toBe(tea.name);

    await page.getByTestId('item-edit').click();
    await page.waitForURL(`**/items/${tea.id}/edit`);
    await page.getByTestId('item-form').waitFor();
    await expect.poll(() => page.getByTestId('item-name').inputValue()).toBe(tea.name);
    await expect.poll(() => page.getByTestId('item-code').inputValue()).toBe(tea.code);
    await fillItem(page, { name: `${tea.name} (new pack)`, salePrice: '2,000,000' });
    expect(await saveItem(page)).toBe(tea.id);
    await expect.poll(() => fact(page, 'title')).toBe(`${tea.name} (new pack)`);
    expect(await fact(page, 'sale-price')).toBe('2,000,000 Rials');
    await expect.poll(() => toast(page).first().textContent()).toContain('were saved');

    await page.getByTestId('item-copy').click();
    await page.waitForURL(`**/items/${tea.id}/copy`);
    await page.getByTestId('item-form').waitFor();
    const copyCode = await page.getByTestId('item-code').inputValue();
    expect(copyCode).not.toBe(tea.code);
    expect(copyCode).toMatch(/^\d+$/);
    await expect.poll(() => page.getByTestId('item-name').inputValue()).toBe(`${tea.name} (new pack)`);
    await expect.poll(() => page.getByTestId('item-sale-price').inputValue()).toBe('2,000,000');
    await expect.poll(() => page.getByTestId('item-barcode').inputValue()).toBe(tea.barcode);
    await expect.poll(() => page.getByTestId('item-kind-PRODUCT').isChecked()).toBe(true);
    const copyId = await saveItem(page);
    expect(copyId).not.toBe(tea.id);
    expect(await fact(page, 'code')).toBe(copyCode);
    await expect.poll(() => fact(page, 'title')).toBe(`${tea.name} (new pack)`);
    expect(await fact(page, 'barcode')).toBe(tea.barcode);

    // Both are listed now.
    await openList(page, `/items?q=${encodeURIComponent(`${tea.name} (new pack)`)}`);
    expect(await listedNames(page)).toHaveLength(2);
    await context.close();
  });

  it('deletes after a confirmation; Cancel keeps the item', async () => {
    const { context, page } = await signedIn(chromium.browser, readerOf.fa);
    const item = await freshService(await activeCompany(page), 'مشاوره مالیاتی یک‌باره');
    await page.goto(url(`/items/${item.id}`));
    await page.getByTestId('item-detail').waitFor();

    await page.getByTestId('item-delete').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`«${item.name}» حذف شود؟`);
    await page.getByTestId('confirm-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(`/items/${item.id}`);

    await page.getByTestId('item-delete').click();
    await page.getByTestId('confirm-accept').click();
    await page.waitForURL((address) => address.pathname === '/items');
    await expect.poll(() => toast(page).first().textContent()).toBe(`«${item.name}» حذف شد.`);
    await openList(page, `/items?q=${item.code}`);
    expect(await listedNames(page)).not.toContain(item.name);

    await page.goto(url(`/items/${item.id}`));
    await page.getByTestId('item-not-found').waitFor();

    // An item a seeded invoice uses is archived instead; the toast says so.
    const used = await itemOnAnInvoice(await activeCompany(page));
    await page.goto(url(`/items/${used.id}`));
    await page.getByTestId('item-delete').click();
    await page.getByTestId('confirm-accept').click();
    await page.waitForURL((address) => address.pathname === '/items');
    await expect
      .poll(() => toast(page).allTextContents())
      .toContain(`«${used.name}» در اسناد دیگر به کار رفته است، پس به‌جای حذف بایگانی (غیرفعال) شد.`);
    await context.close();
  });

  it("someone of another company gets the not-found state for a company-1 item's id", async () => {
    const companyOneItem = await seededItem(1);
    const { context, page } = await inNewCompany(chromium.browser);

    for (const suffix of ['', '/edit', '/copy']) {
      await page.goto(url(`/items/${companyOneItem.id}${suffix}`));
      await page.getByTestId('item-not-found').waitFor();
      await expect.poll(() => page.getByTestId('item-not-found').textContent()).toContain('کالا یا خدمت پیدا نشد');
    }
    await page.getByRole('link', { name: 'بازگشت به فهرست' }).click();
    await page.getByTestId('list-empty').waitFor();
    await context.close();
  });
});
