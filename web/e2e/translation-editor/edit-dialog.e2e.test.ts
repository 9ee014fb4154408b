import { describe, expect, it } from 'vitest';
import { toast } from '../harness/app-page.ts';
import { settled } from '../harness/browser.ts';
import { startScenario } from '../harness/lab.ts';
import { seeded } from '../shell/session.ts';
import {
  banner,
  dialog,
  editButtons,
  markedText,
  modeButton,
  openEditor,
  serverText,
  turnOn,
  valueBox,
  signedInOnEmptyPage,
} from './support.ts';
import { browserPerFile } from '../harness/suite.ts';
import { stack } from '../harness/stack.ts';

const emptyTitle = 'WEB_EMPTY_STATE_TITLE';

describe('the Edit Translation dialog (SPEC §2, §4, §7, §8)', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('edits a text in fa and en, shows it at once, keeps it after a reload, and other users read it', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    await turnOn(page);
    await openEditor(page, emptyTitle);
    await expect.poll(() => page.getByRole('dialog', { name: 'ویرایش ترجمه' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('translation-key').inputValue()).toBe(emptyTitle);
    await expect.poll(() => page.getByTestId('translation-key').getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => valueBox(page, 'fa').inputValue()).toBe('هنوز چیزی اینجا نیست');
    await expect.poll(() => valueBox(page, 'en').inputValue()).toBe('Nothing here yet');
    // The Persian box is right-to-left and right-aligned, the English one left-to-right; both 3 rows.
    expect(
      await valueBox(page, 'fa').evaluate((box) => [box.getAttribute('dir'), getComputedStyle(box).textAlign]),
    ).toEqual(['rtl', 'right']);
    await expect.poll(() => valueBox(page, 'en').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => valueBox(page, 'fa').getAttribute('rows')).toBe('3');
    await expect.poll(() => page.getByTestId('translation-count-fa').textContent()).toBe('۲۰ نویسه');

    await valueBox(page, 'fa').fill('هنوز چیزی ثبت نشده');
    await valueBox(page, 'en').fill('Nothing recorded yet');
    await expect.poll(() => page.getByTestId('translation-count-en').textContent()).toBe('۲۰ نویسه');
    await page.getByTestId('translation-save').click();
    await toast(page).filter({ hasText: 'ترجمه با موفقیت به‌روزرسانی شد' }).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    // At once, with the mode still on.
    await expect.poll(() => markedText(page, emptyTitle).textContent()).toBe('هنوز چیزی ثبت نشده');
    expect(await serverText('fa', emptyTitle)).toBe('هنوز چیزی ثبت نشده');
    expect(await serverText('en', emptyTitle)).toBe('Nothing recorded yet');

    await page.reload();
    const title = page.getByTestId('empty-state').locator('h2');
    await expect.poll(() => title.textContent()).toBe('هنوز چیزی ثبت نشده');
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => title.textContent()).toBe('Nothing recorded yet');

    // The history: who changed which language, from what, to what.
    await turnOn(page);
    await openEditor(page, emptyTitle);
    await page.locator('.translation-history summary').click();
    const entries = page.getByTestId('translation-history-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const all = (await entries.allTextContents()).join('\n');
    expect(all).toContain(seeded.admin);
    expect(all).toContain('Nothing here yet');
    expect(all).toContain('Nothing recorded yet');
    expect(all).toContain('هنوز چیزی اینجا نیست');
    await context.close();

    // A user who is not ADMIN, in a new browser context: the new text, and no editor at all.
    const other = await signedInOnEmptyPage(chromium.browser, seeded.user);
    const otherTitle = other.page.getByTestId('empty-state').locator('h2');
    await expect.poll(() => otherTitle.textContent()).toBe('Nothing recorded yet');
    await other.page.keyboard.press('Control+Shift+KeyT');
    await settled(other.page);
    await expect.poll(() => modeButton(other.page).count()).toBe(0);
    await expect.poll(() => banner(other.page).count()).toBe(0);
    await expect.poll(() => editButtons(other.page).count()).toBe(0);
    await other.context.close();
  });

  it('offers the candidate keys of a shared text and loads the one selected', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    await page.goto(`${stack().webUrl}/coming-soon`);
    await page.getByTestId('page-title').waitFor();
    await turnOn(page);
    // 'به‌زودی' is the text of both WEB_NAV_COMING_SOON and WEB_COMING_SOON.
    await openEditor(page, 'WEB_NAV_COMING_SOON');
    const selector = page.getByTestId('translation-candidates');
    await expect
      .poll(() => selector.locator('option').allTextContents())
      .toEqual(['WEB_NAV_COMING_SOON', 'WEB_COMING_SOON']);
    await selector.selectOption('WEB_COMING_SOON');
    await expect.poll(() => page.getByTestId('translation-key').inputValue()).toBe('WEB_COMING_SOON');
    await page.getByTestId('translation-loading').waitFor({ state: 'detached' });
    await expect.poll(() => valueBox(page, 'en').inputValue()).toBe('Coming soon');
    await valueBox(page, 'en').fill('Soon');
    await page.getByTestId('translation-save').click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await serverText('en', 'WEB_COMING_SOON')).toBe('Soon');
    expect(await serverText('en', 'WEB_NAV_COMING_SOON')).toBe('Coming soon');

    // A text no other key shares has no selector.
    await openEditor(page, 'WEB_NAV_DEVELOPERS');
    await expect.poll(() => page.getByTestId('translation-candidates').count()).toBe(0);
    await context.close();
  });

  it('closes on Escape, the overlay, the close icon and Cancel; saves on Ctrl+Enter; Tab and copy', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack().webUrl });
    await turnOn(page);
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => page.getByTestId('translation-dialog-overlay').click({ position: { x: 10, y: 10 } }),
      () => page.getByTestId('translation-dialog-close').click(),
      () => page.getByTestId('translation-cancel').click(),
    ]) {
      await openEditor(page, emptyTitle);
      await close();
      await dialog(page).waitFor({ state: 'detached' });
    }
    expect(await serverText('en', emptyTitle)).toBe('Nothing here yet');

    await openEditor(page, emptyTitle);
    // The page's language box has the focus; Tab moves to the other language's box and back.
    expect(await valueBox(page, 'fa').evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await valueBox(page, 'en').evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await valueBox(page, 'fa').evaluate((box) => box === document.activeElement)).toBe(true);

    await page.getByTestId('translation-copy-key').click();
    await page.getByText('کپی شد').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(emptyTitle);

    await valueBox(page, 'en').fill('Empty for now');
    await page.keyboard.press('Control+Enter');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await serverText('en', emptyTitle)).toBe('Empty for now');
    await context.close();
  });

  it('keeps the dialog open with the failure toast when the save fails', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    await startScenario('translation-save-error');
    await turnOn(page);
    await openEditor(page, emptyTitle);
    await valueBox(page, 'fa').fill('نسخهٔ ناموفق');
    await page.getByTestId('translation-save').click();
    await toast(page).filter({ hasText: 'به‌روزرسانی ترجمه انجام نشد. لطفاً دوباره تلاش کنید.' }).waitFor();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect.poll(() => valueBox(page, 'fa').inputValue()).toBe('نسخهٔ ناموفق');
    await expect.poll(() => page.getByTestId('translation-save').textContent()).toBe('ذخیره');
    expect(await serverText('fa', emptyTitle)).toBe('هنوز چیزی اینجا نیست');
    await context.close();
  });
});
