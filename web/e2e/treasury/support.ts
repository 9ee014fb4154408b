import type { Page } from 'playwright-core';
import { apiAs } from '../harness/api-as.ts';
import { toLatin } from '../harness/digits.ts';
import { listTreasuryAccounts } from '../../src/features/accounting/treasury/treasury-client.ts';

/** Valid numbers of Bank Mellat for the forms: the IBAN's mod-97 and the card's Luhn check hold. */
export const goodIban = 'IR760120000001234567890123';
export const badIban = 'IR770120000001234567890123';

/** The company's treasury places of a kind as the API lists them (name, tafsili id, balance). */
export async function placesOf(email: string, companyId: number, kind: 'CASH_BOX' | 'BANK_ACCOUNT' | 'PETTY_CASH') {
  const client = await apiAs(email);
  return (await listTreasuryAccounts(client, companyId, { kind, page: 1, pageSize: 100, sort: 'code' })).data;
}

/** An amount cell as shown (Persian or Latin digits, grouped, maybe a unit) read back as a number. */
export async function amountIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const digits = toLatin(text).replace(/[^\d-]/g, '');
  return Number(digits);
}
