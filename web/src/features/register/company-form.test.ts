import { describe, expect, it } from 'vitest';
import { emptyDraft, validateCompany } from './company-form.ts';

describe('create-business form validation', () => {
  it('needs a name of at least two letters', () => {
    expect(validateCompany(emptyDraft)).toEqual({ ok: false, errors: { name: 'NAME_TOO_SHORT' } });
  });

  it('checks the optional fields only when filled, with Persian digits accepted', () => {
    expect(validateCompany({ ...emptyDraft, name: 'نان سحر', nationalId: '۱۲۳', phone: '02188776655' })).toEqual({
      ok: false,
      errors: { nationalId: 'INVALID_COMPANY_NATIONAL_ID' },
    });
    expect(validateCompany({ ...emptyDraft, name: 'نان سحر', nationalId: '۱۰۱۰۳۴۵۶۷۸۳', economicCode: '' })).toEqual({
      ok: true,
      input: { name: 'نان سحر', nationalId: '10103456783' },
    });
  });

  it('reports every bad field at once', () => {
    const result = validateCompany({ name: 'x', nationalId: '1', economicCode: '2', phone: '3', address: '' });
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(['economicCode', 'name', 'nationalId', 'phone']);
  });
});
