import { describe, expect, it } from 'vitest';
import { openAsCompany } from '../harness/app-page.ts';
import { screenshot } from '../harness/browser.ts';
import { browserPerFile } from '../harness/suite.ts';
import { seeded, signedIn } from '../shell/session.ts';
import { stack } from '../harness/stack.ts';

/** A call of another program, with the key the screen showed (no browser, no cookie, no XSRF header). */
async function callWithKey(secret: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers: { Authorization: `ApiKey ${secret}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe("developers' API keys", () => {
  const chromium = browserPerFile();

  it('creates a key that reads customers, calls the API with it, then revokes it (en)', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    await openAsCompany(page, 2, '/developers');
    await page.getByTestId('api-key-list').waitFor();
    await page.getByTestId('api-key-create').click();
    await page.waitForURL('**/developers/create-openapi-permission');
    await page.getByTestId('api-key-name').fill('Online shop sync');
    await page.getByTestId('api-key-scope-stakeholders').selectOption('read');
    await page.getByTestId('api-key-lifetime').selectOption('30');
    await screenshot(page, 'developers-create-en-desktop');
    await page.getByTestId('form-save').click();
    const secret = (await page.getByTestId('api-key-secret-value').textContent()) ?? '';
    expect(secret).toMatch(/^dft_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'developers-secret-en-desktop');

    const customers = '/api/v1/companies/2/stakeholders';
    expect((await callWithKey(secret, 'GET', customers)).status).toBe(200);
    const write = await callWithKey(secret, 'POST', customers, {
      kind: 'INDIVIDUAL',
      firstName: 'Ali',
      lastName: 'Navid',
    });
    expect(write).toMatchObject({ status: 403, body: { message: 'API_KEY_SCOPE' } });
    expect((await callWithKey(secret, 'GET', '/api/v1/companies/2/items')).status).toBe(403);

    await page.getByTestId('api-key-done').click();
    await page.waitForURL(/\/developers$/);
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Online shop sync' });
    await expect.poll(() => row.getByTestId('api-key-last-used').textContent()).not.toBe('Never used');
    await expect.poll(() => row.getByTestId('api-key-status').textContent()).toBe('Active');
    await row.getByTestId('api-key-revoke').click();
    await page.getByTestId('confirm-accept').click();
    await expect.poll(() => row.getByTestId('api-key-status').textContent()).toBe('Revoked');
    await screenshot(page, 'developers-list-en-desktop');
    expect(await callWithKey(secret, 'GET', customers)).toMatchObject({
      status: 401,
      body: { message: 'API_KEY_REVOKED' },
    });
    await context.close();
  });
});
