import { payEndpoints } from '@daftar/contracts/endpoints/pay';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiAs } from '../harness/api-as.ts';
import { url } from '../harness/app-page.ts';
import { toLatin } from '../harness/digits.ts';

/** A ceiling, not a wait: sign-in, a build's first chunks and several saves on a shared 2-core machine under load. */
export const slowMachineCeiling = 300_000;

/**
 * The bank's review of a requested terminal passes: the development call docs/qa.md documents. Only tests and QA
 * make it, so it has no client function in the SPA (like the outbox).
 */
export async function activateTerminal(email: string, terminalId: number): Promise<void> {
  const api = await apiAs(email);
  await api.call(payEndpoints.activateTerminal, { params: { terminalId } });
}

/** The terminal of the page's URL (/pay/terminals/{id}/…). */
export const terminalIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/')[3]);

/** Sends a /pay/new form and waits for the new terminal's page; answers its id. */
export async function sendRequest(page: Page): Promise<number> {
  await page.getByTestId('form-save').click();
  await page.waitForURL(/\/pay\/terminals\/\d+$/);
  await page.getByTestId('terminal-status').waitFor();
  return terminalIdOf(page);
}

/** A takings card's amount as digits only (either script, grouping dropped). */
export async function takings(page: Page, which: 'today' | 'month'): Promise<number> {
  const text = (await page.getByTestId(`pay-takings-${which}-amount`).textContent()) ?? '';
  return Number(toLatin(text).replace(/\D/g, ''));
}

/** The terminal's dashboard, once its takings are on screen. */
export async function openTerminal(page: Page, terminalId: number, sub = ''): Promise<void> {
  await page.goto(url(`/pay/terminals/${terminalId}${sub}`));
  await page.getByTestId('pay-takings-today').waitFor();
}

/** The card form of the public page filled in (the amount only for a payer-priced link). */
export async function fillCard(page: Page, fields: { amount?: string; name: string; mobile: string }): Promise<void> {
  if (fields.amount !== undefined) await page.getByTestId('pay-amount').fill(fields.amount);
  await page.getByTestId('pay-payerName').fill(fields.name);
  await page.getByTestId('pay-payerMobile').fill(fields.mobile);
  await page.getByTestId('pay-cardNumber').fill('6037991234567893');
  await page.getByTestId('pay-cvv2').fill('123');
  await page.getByTestId('pay-expiry').fill('08/29');
  await page.getByTestId('pay-request-otp').click();
  await page.getByTestId('pay-otp').fill('123456');
}

/** Picks one of a segmented control's choices: its radio is drawn by its label, which takes the click. */
export async function choose(page: Page, testId: string): Promise<void> {
  await page.locator('label', { has: page.getByTestId(testId) }).click();
}

/** The status badge of the terminal page, as shown. */
export const statusText = async (page: Page) =>
  ((await page.getByTestId('terminal-status').textContent()) ?? '').trim();

export { expect };
