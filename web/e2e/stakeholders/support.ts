import type { Page } from 'playwright-core';
import { type Stakeholder, stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import { maryamExample } from '@daftar/contracts/examples/stakeholders';
import { maxPageSize } from '@daftar/contracts/schemas/list-query';
import { apiAs } from '../harness/api-as.ts';
import { saveForm } from '../harness/form-page.ts';
import { addRule } from '../harness/lab.ts';
import { seeded } from '../shell/session.ts';

export const listedNames = (page: Page) => page.locator('.stakeholder-name-link').allTextContents();

/** Types into the form's text boxes (only those given), replacing what they hold. */
export async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`field-${name}`).fill(value);
}

/** Saves the form and waits for the saved record's detail; answers its id. */
export const save = (page: Page) => saveForm(page, '/stakeholders', 'stakeholder-detail');

export const fact = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

type Wanted = (stakeholder: Stakeholder) => boolean;

/**
 * Every stakeholder of a seeded company, oldest first, read through the API as its administrator reads them. The
 * tests pick and count with plain predicates over the whole list, so the list's own filters are checked against
 * something other than themselves.
 */
async function allStakeholders(companyId: number): Promise<Stakeholder[]> {
  const api = await apiAs(seeded.admin);
  const rows: Stakeholder[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.call(stakeholderEndpoints.list, {
      params: { companyId },
      query: { page, pageSize: maxPageSize, sort: 'createdAt' },
    });
    rows.push(...answer.data);
    if (rows.length >= answer.meta.total || answer.data.length === 0) break;
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** The oldest stakeholder of a company that matches (the seed gives each company two hundred). */
export async function seededStakeholder(companyId: number, wanted: Wanted = () => true): Promise<Stakeholder> {
  const found = (await allStakeholders(companyId)).find(wanted);
  if (!found) throw new Error(`company ${companyId} has no stakeholder that matches ${wanted.toString()}`);
  return found;
}

/** How many stakeholders of a company match. */
export async function countStakeholders(companyId: number, wanted: Wanted = () => true): Promise<number> {
  return (await allStakeholders(companyId)).filter(wanted).length;
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

/**
 * «مریم احمدی» made for the test through the API: no invoice or voucher names her, so a delete removes her (the
 * seeded people are parties of seeded invoices and vouchers, which archive instead).
 */
export async function freshStakeholder(companyId: number): Promise<Stakeholder> {
  const api = await apiAs(seeded.admin);
  return (await api.call(stakeholderEndpoints.create, { params: { companyId }, body: maryamExample })).itemInfo;
}
