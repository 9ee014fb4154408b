import { addFaultRule } from '@daftar/contracts/endpoints/mock-control';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newPage, type viewports } from '../harness/browser.ts';
import { withE2eDb } from '../harness/db.ts';
import { createHttpClient } from '../../src/lib/api/http-client.ts';
import { signIn } from '../shell/session.ts';

/** Seeded readers: the administrator reads Persian, the user English (README "Seeded data"). */
export const readerOf = { fa: 'admin@daftar.local', en: 'user@daftar.local' } as const;

export const url = (path: string) => `${inject('webUrl')}${path}`;
export const searchOf = (page: Page) => new URL(page.url()).searchParams;
export const toPersian = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
export const toLatin = (text: string) => text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));

/** A page signed in as `email`, on the dashboard of its first company. */
export async function signedIn(
  browser: Browser,
  email: string,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  await signIn(page, email);
  await page.getByTestId('dashboard-company').waitFor();
  return { context, page };
}

/** /stakeholders (with a query), once its rows or its empty state are on screen. */
export async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(url(`/stakeholders${search}`));
  await page.locator('[data-testid="list-total"], [data-testid="list-empty"]').first().waitFor();
  await settled(page);
}

/** Waits until the table shows what the URL asks for (the previous page stays on screen while it loads). */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.data-table[aria-busy="true"]').count()).toBe(0);
}

/** The list's row count as its summary says it, in either script's digits. */
export async function listedTotal(page: Page): Promise<number> {
  return Number(toLatin((await page.getByTestId('list-total').textContent()) ?? '').replace(/\D/g, ''));
}

export const listedNames = (page: Page) => page.locator('.stakeholder-name-link').allTextContents();

/** The translated error under a form control, found through its aria-describedby. */
export async function errorUnder(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).evaluate((control) => {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
    const errorId = ids.find((id) => id.endsWith('-error'));
    return errorId ? (document.getElementById(errorId)?.textContent ?? '') : '';
  });
}

/** Types into the form's text boxes (only those given), replacing what they hold. */
export async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`field-${name}`).fill(value);
}

/** Saves the form and waits for the saved record's detail; answers its id. */
export async function save(page: Page): Promise<number> {
  await page.getByTestId('stakeholder-save').click();
  await page.waitForURL(/\/stakeholders\/\d+$/);
  await page.getByTestId('stakeholder-detail').waitFor();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

export const fact = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

export interface SeededStakeholder {
  id: number;
  code: string;
  displayName: string;
  mobile: string | null;
  nationalId: string | null;
}

/** A stakeholder of a company straight from the e2e database (the seed gives each company two hundred). */
export function seededStakeholder(companyId: number, where = '1 = 1'): SeededStakeholder {
  return withE2eDb((db) =>
    db
      .prepare(
        `select id, code, display_name as displayName, mobile, national_id as nationalId from stakeholders
         where company_id = ? and ${where} order by id limit 1`,
      )
      .get(companyId),
  ) as SeededStakeholder;
}

/** How many stakeholders of a company match a SQL condition. */
export function countStakeholders(companyId: number, where = '1 = 1'): number {
  return withE2eDb(
    (db) =>
      (
        db.prepare(`select count(*) as n from stakeholders where company_id = ? and ${where}`).get(companyId) as {
          n: number;
        }
      ).n,
  );
}

/** The active company of the page (businessId). */
export async function activeCompany(page: Page): Promise<number> {
  return Number(await page.evaluate(() => localStorage.getItem('businessId')));
}

export const toast = (page: Page) => page.locator('.Toastify__toast');

/** A valid individual national id (check digit computed) from nine digits. */
export function personNationalId(nine: string): string {
  const sum = [...nine].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const remainder = sum % 11;
  return `${nine}${remainder < 2 ? remainder : 11 - remainder}`;
}

/** A valid business national id (check digit computed) from ten digits. */
export function legalNationalId(ten: string): string {
  const weights = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17];
  const shift = Number(ten[9]) + 2;
  const sum = [...ten].reduce((total, digit, index) => total + (Number(digit) + shift) * (weights[index] ?? 0), 0);
  return `${ten}${sum % 11 === 10 ? 0 : sum % 11}`;
}

/** Makes the mock API answer 500 to every request matching a path glob, until the next reset. */
export async function failRequests(path: string): Promise<void> {
  const client = createHttpClient({ baseUrls: { main: inject('apiUrl'), pay: inject('payApiUrl') } });
  await client.call(addFaultRule, {
    body: {
      name: 'stakeholders e2e',
      match: { method: 'GET', path },
      respond: { kind: 'status', status: 500, body: { success: false, message: 'INTERNAL_ERROR' } },
    },
  });
}
