import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage/storage-keys.ts';
import { activeCompanyId, storeActiveCompanyId } from './active-company.ts';
import { bankCode, bankToken, clearBankingCredentials, storeBankCode, storeBankToken } from './banking-credentials.ts';
import { accessToken, clearSession, refreshToken, storeTokens } from './tokens.ts';

describe('client storage (SPEC §3)', () => {
  beforeEach(() => localStorage.clear());

  it('uses exactly the storage keys of SPEC §3', () => {
    expect(Object.values(storageKeys).sort()).toEqual(
      [
        'token',
        'refreshToken',
        'businessId',
        'deviceInfo',
        'bank_auth_code',
        'bank_auth_token',
        'app-setting',
        'translations',
      ].sort(),
    );
  });

  it('stores both tokens under token and refreshToken, and clears both', () => {
    storeTokens({ token: 'a', refreshToken: 'r' });
    expect([localStorage.getItem('token'), localStorage.getItem('refreshToken')]).toEqual(['a', 'r']);
    expect([accessToken(), refreshToken()]).toEqual(['a', 'r']);
    clearSession();
    expect([localStorage.getItem('token'), localStorage.getItem('refreshToken')]).toEqual([null, null]);
  });

  it.each(['', 'null', null, undefined])('setting the banking token to %j removes it', (value) => {
    storeBankToken('bank-1');
    storeBankToken(value);
    expect(localStorage.getItem('bank_auth_token')).toBeNull();
    expect(bankToken()).toBeNull();
  });

  it('keeps the banking code and token under bank_auth_code and bank_auth_token', () => {
    storeBankCode('BANK-DEMO');
    storeBankToken('t');
    expect([localStorage.getItem('bank_auth_code'), localStorage.getItem('bank_auth_token')]).toEqual([
      'BANK-DEMO',
      't',
    ]);
    expect(bankCode()).toBe('BANK-DEMO');
    clearBankingCredentials();
    expect([bankCode(), bankToken()]).toEqual([null, null]);
  });

  it('keeps the active company under businessId and ignores a value that is not an id', () => {
    storeActiveCompanyId(12);
    expect(localStorage.getItem('businessId')).toBe('12');
    expect(activeCompanyId()).toBe(12);
    localStorage.setItem('businessId', 'abc');
    expect(activeCompanyId()).toBeNull();
  });
});
