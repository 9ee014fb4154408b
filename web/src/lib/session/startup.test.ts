import { describe, expect, it } from 'vitest';
import { startupDecision } from './startup.ts';

const base = { pathname: '/dashboard', hasRefreshToken: true, companyIds: [3, 5], storedCompanyId: 5 };

describe('start-up rules (SPEC §2)', () => {
  it('without a refresh token goes to /login', () => {
    expect(startupDecision({ ...base, hasRefreshToken: false })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('a user with no companies goes to /register, and may use the registration screens', () => {
    expect(startupDecision({ ...base, companyIds: [] })).toEqual({ kind: 'redirect', to: '/register' });
    expect(startupDecision({ ...base, companyIds: [], pathname: '/register/create-business' })).toMatchObject({
      kind: 'continue',
    });
  });

  it('keeps a stored company the user belongs to', () => {
    expect(startupDecision(base)).toEqual({ kind: 'continue', companyId: 5, clearCache: false });
  });

  it('a stale stored company falls back to the first company and clears cached data', () => {
    expect(startupDecision({ ...base, storedCompanyId: 99 })).toEqual({
      kind: 'continue',
      companyId: 3,
      clearCache: true,
    });
  });

  it('with no stored company uses the first one without clearing anything', () => {
    expect(startupDecision({ ...base, storedCompanyId: null })).toEqual({
      kind: 'continue',
      companyId: 3,
      clearCache: false,
    });
  });

  it('/ goes to /dashboard', () => {
    expect(startupDecision({ ...base, pathname: '/' })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});
