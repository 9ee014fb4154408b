import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { maryamExample } from '@daftar/contracts/examples/stakeholders';
import { describe, expect, it } from 'vitest';
import {
  emptyStakeholderValues,
  stakeholderAsInput,
  stakeholderInputFrom,
  stakeholderValues,
  validateStakeholder,
} from './stakeholder-form-values.ts';

const maryam: Stakeholder = {
  id: 7,
  code: '1007',
  displayName: 'مریم احمدی',
  ...maryamExample,
  businessName: null,
  economicCode: null,
  registrationNumber: null,
  phone: null,
  address: null,
  notes: null,
  createdAt: '2025-03-21T08:30:00.000Z',
  updatedAt: '2025-03-21T08:30:00.000Z',
};

describe('stakeholder form values', () => {
  it('reads Persian digits and a grouped amount into the API body, leaving empty fields out: Maryam typed is her example', () => {
    const values = {
      ...emptyStakeholderValues('INDIVIDUAL', '۱۰۱۰'),
      firstName: 'مریم',
      lastName: 'احمدی',
      nationalId: '۰۴۹۹۳۷۰۸۹۹',
      mobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      creditLimit: '۵۰٬۰۰۰٬۰۰۰',
      email: maryamExample.email,
      province: maryamExample.province,
      city: maryamExample.city,
      postalCode: maryamExample.postalCode,
    };
    const checked = validateStakeholder(values);
    expect(checked).toEqual({ ok: true, input: { ...maryamExample, code: '1010' } });
  });

  it('sends only the fields of the chosen kind', () => {
    const values = { ...emptyStakeholderValues('BUSINESS'), firstName: 'left over', businessName: 'پخش البرز' };
    const input = stakeholderInputFrom(values);
    expect(input).toMatchObject({ kind: 'BUSINESS', businessName: 'پخش البرز' });
    expect(input).not.toHaveProperty('firstName');
  });

  it('gives the contract’s codes as field errors: check digit, missing role and name, bad amount', () => {
    const values = {
      ...emptyStakeholderValues('INDIVIDUAL'),
      lastName: 'احمدی',
      nationalId: '0499370898',
      isCustomer: false,
      creditLimit: '12a',
    };
    expect(validateStakeholder(values)).toEqual({
      ok: false,
      errors: {
        firstName: 'REQUIRED',
        nationalId: 'INVALID_NATIONAL_ID',
        creditLimit: 'INVALID_AMOUNT',
        // Said at once with the others: the role check needs only the two flags.
        isCustomer: 'ROLE_REQUIRED',
      },
    });
    const noRole = { ...emptyStakeholderValues('INDIVIDUAL'), firstName: 'a', lastName: 'b', isCustomer: false };
    expect(validateStakeholder(noRole)).toEqual({ ok: false, errors: { isCustomer: 'ROLE_REQUIRED' } });
  });

  it('prefills the edit form with the amount grouped in the language, and turns a record back into a body', () => {
    expect(stakeholderValues(maryam, 'fa').creditLimit).toBe('۵۰٬۰۰۰٬۰۰۰');
    expect(stakeholderAsInput({ ...maryam, active: false })).toMatchObject({
      kind: 'INDIVIDUAL',
      code: '1007',
      creditLimit: 50_000_000,
      active: false,
    });
  });
});
