import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkQuiet } from '../harness/browser.ts';
import { startScenario } from '../harness/lab.ts';
import { pathOf, seeded, signedIn, signedInAt } from './session.ts';
import { browserPerFile } from '../harness/suite.ts';
import { stack } from '../harness/stack.ts';

const exchangePath = '/neobank/general/web/login-oauth';

function countExchanges(page: Page) {
  let exchanges = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === exchangePath) exchanges++;
  });
  return () => exchanges;
}

const banking = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('bank_auth_code'), localStorage.getItem('bank_auth_token')]);

describe('banking token rules (SPEC §4, §8)', () => {
  const chromium = browserPerFile();

  it('stores ?code and removes it from the URL, then one exchange gives a token and the deposits', async () => {
    const { context, page } = await signedIn(chromium.browser, seeded.user);
    const exchanges = countExchanges(page);
    await page.goto(`${stack().webUrl}/banking?code=BANK-DEMO-USER`);
    await page.getByTestId('deposits').waitFor();
    expect(pathOf(page)).toBe('/banking/dashboard');
    expect(new URL(page.url()).search).toBe('');
    const [code, token] = await banking(page);
    expect(code).toBe('BANK-DEMO-USER');
    expect(token).toBeTruthy();
    expect(exchanges()).toBe(1);
    await context.close();
  });

  it('a bank-token message re-exchanges the code once, then the call succeeds', async () => {
    const { context, page } = await signedInAt(chromium.browser, seeded.user, `/banking?code=BANK-DEMO-USER`);
    await page.getByTestId('deposits').waitFor();
    // The page's own banking calls answered first: the scenario's one refusal is for the reload's.
    await networkQuiet(page);
    const [, firstToken] = await banking(page);
    await startScenario('bank-token-rejected');
    const exchanges = countExchanges(page);
    await page.reload();
    await page.getByTestId('deposits').waitFor();
    expect(exchanges()).toBe(1);
    const [code, secondToken] = await banking(page);
    expect(code).toBe('BANK-DEMO-USER');
    expect(secondToken).not.toBe(firstToken);
    await context.close();
  });

  it('a 422 clears the banking token and code and goes to /banking/auth', async () => {
    const { context, page } = await signedInAt(chromium.browser, seeded.user, `/banking?code=BANK-DEMO-USER`);
    await page.getByTestId('deposits').waitFor();
    await networkQuiet(page);
    await startScenario('banking-422');
    await page.reload();
    await page.waitForURL('**/banking/auth');
    expect(await banking(page)).toEqual([null, null]);
    await context.close();
  });

  it('without a banking code the banking area goes to /banking/auth', async () => {
    const { context, page } = await signedInAt(chromium.browser, seeded.user, `/banking`);
    await page.waitForURL('**/banking/auth');
    expect(new URL(page.url()).pathname).toBe('/banking/auth');
    await context.close();
  });
});
