import type { Page } from 'playwright-core';
import { withE2eDb } from '../harness/db.ts';
import { saveForm } from '../harness/form-page.ts';
import { addRule } from '../harness/lab.ts';

export const listedNames = (page: Page) => page.locator('.stakeholder-name-link').allTextContents();

/** Types into the form's text boxes (only those given), replacing what they hold. */
export async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`field-${name}`).fill(value);
}

/** Saves the form and waits for the saved record's detail; answers its id. */
export const save = (page: Page) => saveForm(page, '/stakeholders', 'stakeholder-detail');

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
  await addRule({
    name: 'stakeholders e2e',
    match: { method: 'GET', path },
    respond: { kind: 'status', status: 500, body: { success: false, message: 'INTERNAL_ERROR' } },
  });
}
