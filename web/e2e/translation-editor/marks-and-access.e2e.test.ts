import { describe, expect, it } from 'vitest';
import { editTranslation } from '../harness/translations.ts';
import { seeded } from '../shell/session.ts';
import { signedInOnEmptyPage } from './support.ts';
import { dialog, editButton, holdRequests, markedText, openEditor, serverText, turnOn, valueBox } from './support.ts';
import { browserPerFile } from '../harness/suite.ts';
import { stack } from '../harness/stack.ts';

const body = 'WEB_EMPTY_STATE_BODY';

describe('translation editor: missing translations, loading, and who may save', () => {
  const chromium = browserPerFile({ resetAfterAll: true });

  it('marks a text with no translation in the other language, in the page and in the dialog', async () => {
    await editTranslation(body, 'en', '');
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    await turnOn(page);
    await expect.poll(() => editButton(page, body).getAttribute('data-missing')).toBe('en');
    await expect.poll(() => markedText(page, body).getAttribute('data-translation-missing')).not.toBeNull();
    await expect.poll(() => editButton(page, 'WEB_EMPTY_STATE_TITLE').getAttribute('data-missing')).toBeNull();
    await openEditor(page, body);
    await expect.poll(() => page.getByTestId('translation-missing-en').textContent()).toBe('ترجمه نشده');
    await expect.poll(() => page.getByTestId('translation-missing-fa').count()).toBe(0);
    await expect.poll(() => valueBox(page, 'en').inputValue()).toBe('');
    await context.close();
  });

  it("shows 'Loading translations...' while loading; a failed load is logged and leaves the fields empty", async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.admin);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The mode goes on while English is still loading (the race CI once lost): the texts the switch then renders are
    // marked too, each with its edit button.
    const releaseEnglish = await holdRequests(page, '**/api/v1/translation/en', 'continue');
    // Every Persian map asked for from here on fails once released: the edit buttons ask for it as soon as English
    // shows, and the dialog's load may join that request while it is under way.
    const failPersian = await holdRequests(page, '**/api/v1/translation/fa', 'abort');
    await page.getByRole('button', { name: 'English' }).click();
    await turnOn(page);
    releaseEnglish();
    const englishTitle = await serverText('en', 'WEB_EMPTY_STATE_TITLE');
    await expect.poll(() => markedText(page, 'WEB_EMPTY_STATE_TITLE').textContent()).toBe(englishTitle);

    await editButton(page, 'WEB_EMPTY_STATE_TITLE').click();
    await dialog(page).waitFor();
    await expect.poll(() => page.getByTestId('translation-loading').textContent()).toBe('Loading translations...');
    failPersian();
    await page.getByTestId('translation-loading').waitFor({ state: 'detached' });
    await expect.poll(() => valueBox(page, 'fa').inputValue()).toBe('');
    await expect.poll(() => valueBox(page, 'en').inputValue()).toBe('');
    expect(errors.some((text) => text.includes('loading the texts of WEB_EMPTY_STATE_TITLE failed'))).toBe(true);
    await context.close();
  });

  it('the mock API answers 403 to a save by a user who is not ADMIN', async () => {
    const { context, page } = await signedInOnEmptyPage(chromium.browser, seeded.user);
    const answer = await page.evaluate(async (api) => {
      const xsrf = await fetch(`${api}/api/v1/auth/xsrf`, { credentials: 'include' });
      const token = ((await xsrf.json()) as { itemInfo: { token: string } }).itemInfo.token;
      const save = await fetch(`${api}/api/v1/admin/translation/update`, {
        method: 'PUT',
        credentials: 'include',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': token,
        },
        body: JSON.stringify({ key: 'WEB_EMPTY_STATE_TITLE', values: [{ lang: 'en', value: 'Hacked' }] }),
      });
      return { status: save.status, body: await save.json() };
    }, stack().apiUrl);
    expect(answer).toEqual({ status: 403, body: { success: false, message: 'ADMIN_ONLY' } });
    await context.close();
  });
});
