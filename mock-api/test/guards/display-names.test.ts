import { companies } from '@daftar/db/schema/companies';
import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { memberOfNewCompany } from '../support/company-member.ts';
import { expectValidationFailed } from '../support/expect-answers.ts';
import type { TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let companyId: number;
beforeEach(async () => {
  ({ t, s, companyId } = await memberOfNewCompany('OWNER'));
});
afterEach(() => t.dispose());

const person = { kind: 'INDIVIDUAL', firstName: 'مریم', lastName: 'احمدی', isCustomer: true, isSupplier: false };
const business = { kind: 'BUSINESS', businessName: 'بازرگانی آرمان', isCustomer: true, isSupplier: false };
const product = { kind: 'PRODUCT', name: 'قهوه اسپرسو', unit: 'بسته', vatApplicable: true };

/** A name the API must refuse: the body posted, the field the refusal names and its code. */
type BadName = [body: Record<string, unknown>, field: string, code: string];

/** Posts each body to the path and expects it refused 400 under its field, with nothing written to the table. */
async function expectNamesRefused(table: SQLiteTable, path: string, cases: BadName[]) {
  for (const [body, field, code] of cases) {
    await expectValidationFailed({ t, s, table }, ['POST', path, body], field, code);
  }
}

describe('names refuse control, bidi-override and invisible-only text, and nothing is written (issue 20)', () => {
  it('stakeholders', async () => {
    await expectNamesRefused(stakeholders, `/api/v1/companies/${companyId}/stakeholders`, [
      [{ ...person, firstName: 'مریم\u0000' }, 'body.firstName', 'INVALID_CHARACTERS'],
      [{ ...person, lastName: '\u200B' }, 'body.lastName', 'INVISIBLE_NAME'],
      [{ ...business, businessName: 'Arman\u202Eexe.fdp' }, 'body.businessName', 'INVALID_CHARACTERS'],
    ]);
  });

  it('items', async () => {
    await expectNamesRefused(items, `/api/v1/companies/${companyId}/items`, [
      [{ ...product, name: '\u200B\u200C\u2060' }, 'body.name', 'INVISIBLE_NAME'],
      [{ ...product, name: 'قهوه\u2067' }, 'body.name', 'INVALID_CHARACTERS'],
    ]);
  });

  it('companies', async () => {
    await expectNamesRefused(companies, '/api/v1/companies', [
      [{ name: 'Narenj\u202Dcafe' }, 'body.name', 'INVALID_CHARACTERS'],
      [{ name: '\u200B\u200B\u200B' }, 'body.name', 'INVISIBLE_NAME'],
    ]);
  });
});
