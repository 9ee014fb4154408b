import { armanProfileExample } from '@daftar/contracts/endpoints/company-profile-example';
import { describe, expect, it } from 'vitest';
import { companyInfoValues, validateCompanyInfo } from './company-info-values.ts';

const profile = { companyId: 1, ...armanProfileExample, logo: null };

describe('the company info form', () => {
  it('shows the ids in Persian digits in fa and sends them in Latin ones', () => {
    const values = companyInfoValues(profile, 'fa');
    expect(values.postalCode).toBe('۱۵۹۵۸۳۷۶۱۳');
    expect(validateCompanyInfo(values)).toEqual({ ok: true, input: armanProfileExample });
  });

  it('refuses a legal national id with a wrong check digit and a nine-digit postal code under their boxes', () => {
    const values = { ...companyInfoValues(profile, 'en'), nationalId: '10320541762', postalCode: '159583761' };
    expect(validateCompanyInfo(values)).toEqual({
      ok: false,
      errors: { nationalId: 'INVALID_LEGAL_NATIONAL_ID', postalCode: 'INVALID_POSTAL_CODE' },
    });
  });

  it('leaves out a box left empty', () => {
    const values = { ...companyInfoValues(profile, 'en'), registrationNumber: ' ', address: '' };
    const checked = validateCompanyInfo(values);
    expect(checked.ok && checked.input.registrationNumber).toBeUndefined();
    expect(checked.ok && checked.input.address).toBeUndefined();
  });
});
