import type { CompanyProfile } from '@daftar/contracts/endpoints/company-profile';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { stakeholderRecord } from '../../../lib/api/testing/stakeholder.ts';
import { companyParty, stakeholderParty } from './print-parties.ts';

const profile: CompanyProfile = {
  companyId: 1,
  name: 'بازرگانی آرمان',
  nationalId: '10320547898',
  economicCode: '411135678912',
  registrationNumber: '452817',
  phone: '02188776655',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲۰',
  postalCode: '1595837613',
  logo: null,
};

const person = stakeholderRecord({
  id: 7,
  code: '1007',
  kind: 'INDIVIDUAL',
  displayName: 'مریم احمدی',
  firstName: 'مریم',
  lastName: 'احمدی',
  nationalId: '0012345679',
  isCustomer: true,
  mobile: '09121234567',
  province: 'تهران',
  city: 'تهران',
  address: 'خیابان آزادی، پلاک ۴',
  createdAt: '2026-03-21T08:30:00.000Z',
  updatedAt: '2026-03-21T08:30:00.000Z',
});

const invoice = { stakeholderName: 'مریم احمدی' } as Pick<Invoice, 'stakeholderName'> as Invoice;
const ids = (party: ReturnType<typeof companyParty>) => party.facts.map((fact) => [fact.key, fact.value]);

describe('the parties printed on an invoice', () => {
  it('prints the company’s ids, postal code and phone from its profile, and its address', () => {
    const party = companyParty(profile);
    expect(party.name).toBe('بازرگانی آرمان');
    expect(ids(party)).toEqual([
      ['WEB_PRINT_LEGAL_NATIONAL_ID', '10320547898'],
      ['WEB_PRINT_ECONOMIC_CODE', '411135678912'],
      ['WEB_PRINT_REGISTRATION_NUMBER', '452817'],
      ['WEB_PRINT_POSTAL_CODE', '1595837613'],
      ['WEB_PRINT_PHONE', '02188776655'],
    ]);
    expect(party.address).toBe(profile.address);
  });

  it('names a person’s national id as such, leaves out what is not filled and falls back to the mobile', () => {
    const party = stakeholderParty(invoice, person, '، ');
    expect(ids(party)).toEqual([
      ['WEB_PRINT_NATIONAL_ID', '0012345679'],
      ['WEB_PRINT_PHONE', '09121234567'],
    ]);
    expect(party.address).toBe('تهران، تهران، خیابان آزادی، پلاک ۴');
  });

  it('names a business’s national id as the legal one', () => {
    const business = { ...person, kind: 'BUSINESS' as const, nationalId: '10722591068', economicCode: '10722591068' };
    expect(stakeholderParty(invoice, business, ', ').facts[0]?.key).toBe('WEB_PRINT_LEGAL_NATIONAL_ID');
  });

  it('prints the name the invoice carries when the party’s record could not be read', () => {
    expect(stakeholderParty(invoice, undefined, ', ')).toEqual({ name: 'مریم احمدی', facts: [], address: null });
    expect(companyParty(undefined)).toEqual({ name: '', facts: [], address: null });
  });
});
