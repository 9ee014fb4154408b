import { stakeholderInputSchema } from '@daftar/contracts/endpoints/stakeholders';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http-error.ts';
import { apiFieldErrors, issuesToFieldErrors } from './field-errors.ts';

describe('issuesToFieldErrors', () => {
  it('maps the contract schema’s issues to one error code per field', () => {
    const result = stakeholderInputSchema.safeParse({
      kind: 'INDIVIDUAL',
      firstName: '',
      lastName: 'احمدی',
      nationalId: '0499370898',
      isCustomer: false,
      isSupplier: false,
      creditLimit: Number.NaN,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error.issues)).toMatchObject({
      firstName: 'REQUIRED',
      nationalId: 'INVALID_NATIONAL_ID',
      creditLimit: 'INVALID_AMOUNT',
    });
  });

  it('keeps the first issue of a field and turns zod prose into the generic key', () => {
    expect(
      issuesToFieldErrors([
        { code: 'custom', path: ['code'], message: 'INVALID_RECORD_CODE', input: 'x' },
        { code: 'custom', path: ['code'], message: 'TOO_LONG', input: 'x' },
        { code: 'custom', path: ['address', 'city'], message: 'Invalid input', input: 1 },
      ]),
    ).toEqual({ code: 'INVALID_RECORD_CODE', 'address.city': 'WEB_FIELD_INVALID' });
  });
});

describe('apiFieldErrors', () => {
  it('maps the server’s body paths to fields', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', [
      { path: 'body.nationalId', message: 'INVALID_NATIONAL_ID' },
      { path: 'query.page', message: 'TOO_SMALL' },
    ]);
    expect(apiFieldErrors(error)).toEqual({ nationalId: 'INVALID_NATIONAL_ID' });
  });

  it('puts a conflict without field errors under the field its code names', () => {
    const error = new ApiError(409, 'DUPLICATE_NATIONAL_ID');
    expect(apiFieldErrors(error, { DUPLICATE_NATIONAL_ID: 'nationalId' })).toEqual({
      nationalId: 'DUPLICATE_NATIONAL_ID',
    });
  });

  it('gives null when the failure is not about fields', () => {
    expect(apiFieldErrors(new ApiError(500, 'INTERNAL_ERROR'))).toBeNull();
    expect(apiFieldErrors(new Error('offline'))).toBeNull();
  });
});
