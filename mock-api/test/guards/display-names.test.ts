import { companies } from '@daftar/db/schema/companies';
import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
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

describe('names refuse control, bidi-override and invisible-only text, and nothing is written (issue 20)', () => {
  it('stakeholders', async () => {
    const path = `/api/v1/companies/${companyId}/stakeholders`;
    const on = { t, s, table: stakeholders };
    await expectValidationFailed(
      on,
      ['POST', path, { ...person, firstName: 'مریم\u0000' }],
      'body.firstName',
      'INVALID_CHARACTERS',
    );
    await expectValidationFailed(
      on,
      ['POST', path, { ...person, lastName: '\u200B' }],
      'body.lastName',
      'INVISIBLE_NAME',
    );
    const override = { ...business, businessName: 'Arman\u202Eexe.fdp' };
    await expectValidationFailed(on, ['POST', path, override], 'body.businessName', 'INVALID_CHARACTERS');
  });

  it('items', async () => {
    const path = `/api/v1/companies/${companyId}/items`;
    const on = { t, s, table: items };
    await expectValidationFailed(
      on,
      ['POST', path, { ...product, name: '\u200B\u200C\u2060' }],
      'body.name',
      'INVISIBLE_NAME',
    );
    await expectValidationFailed(
      on,
      ['POST', path, { ...product, name: 'قهوه\u2067' }],
      'body.name',
      'INVALID_CHARACTERS',
    );
  });

  it('companies', async () => {
    const on = { t, s, table: companies };
    const call = (name: string) => ['POST', '/api/v1/companies', { name }] as const;
    await expectValidationFailed(on, [...call('Narenj\u202Dcafe')], 'body.name', 'INVALID_CHARACTERS');
    await expectValidationFailed(on, [...call('\u200B\u200B\u200B')], 'body.name', 'INVISIBLE_NAME');
  });
});
