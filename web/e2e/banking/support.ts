import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { outboxCode } from '../harness/api-as.ts';
import { url } from '../harness/app-page.ts';
import { toLatin } from '../harness/digits.ts';
import type { Language, Viewport } from '../harness/suite.ts';
import { readerOf, signedInAt } from '../shell/session.ts';

/** Each reader's bank (docs/seed-data.md): the administrator reads Persian, the user English. */
export const bankOf = {
  fa: {
    email: readerOf.fa,
    code: 'BANK-DEMO-ADMIN',
    depositId: 'dep-1001',
    cardId: 'card-1001',
    /** The user's card, at this bank: the transfer names its holder. */
    otherCard: '6221061051802736',
    otherHolder: 'رضا کریمی',
  },
  en: {
    email: readerOf.en,
    code: 'BANK-DEMO-USER',
    depositId: 'dep-2001',
    cardId: 'card-2001',
    otherCard: '6221061026808172',
    otherHolder: 'مریم احمدی',
  },
} as const;

/** Signed in as the language's reader, through the bank's code, on the banking dashboard. */
export async function inBank(
  browser: Browser,
  language: Language,
  viewport: Viewport = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInAt(
    browser,
    bankOf[language].email,
    `/banking?code=${bankOf[language].code}`,
    viewport,
  );
  await page.getByTestId('deposits').waitFor();
  return { context, page };
}

/**
 * `inBank`, with the reader's bank and the balance its deposit shows before the test moves money: what a bill's or a
 * transfer's debit is checked against. The page is left on the deposit's screen.
 */
export async function inBankWithBalance(browser: Browser, language: Language, viewport: Viewport) {
  const bank = bankOf[language];
  const session = await inBank(browser, language, viewport);
  const before = Number(await balanceShown(session.page, bank.depositId));
  return { ...session, bank, before };
}

/** Types the newest code of the outbox into the six boxes (one input event, as autofill does). */
export async function enterOutboxCode(page: Page, email: string): Promise<void> {
  const code = await outboxCode(email);
  await page.getByTestId('otp-0').fill(code);
  await expect
    .poll(() =>
      page.locator('.otp-box').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join('')),
    )
    .toBe(code);
}

/** Fills the card-to-card form and goes on to the confirmation step. */
export async function askCardTransfer(page: Page, destination: string, amount: string): Promise<void> {
  await page.goto(url('/banking/transfer/card'));
  await page.getByTestId('transfer-form').waitFor();
  await page.getByTestId('transfer-destination').fill(destination);
  await page.getByTestId('transfer-amount').fill(amount);
  await page.getByTestId('transfer-continue').click();
  await page.getByTestId('transfer-confirm').waitFor();
}

/** A deposit's balance as its statement page shows it, digits only. */
export async function balanceShown(page: Page, depositId: string): Promise<string> {
  await page.goto(url(`/banking/deposits/${depositId}`));
  const text = await page.getByTestId('deposit-screen-balance').textContent();
  return toLatin(text ?? '').replace(/\D/g, '');
}

const bankErrors = new Map(
  readFileSync(new URL('../../../contracts/src/endpoints/banking-errors.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .map(([key = '', en = '', fa = '']) => [key, { en, fa }] as const),
);

/** The text a user reads for one of the bank's refusal codes (contracts' banking-errors.tsv, as seeded). */
export function bankErrorText(code: string, language: Language): string {
  const text = bankErrors.get(code)?.[language];
  if (!text) throw new Error(`${code} has no ${language} text in banking-errors.tsv`);
  return text;
}
