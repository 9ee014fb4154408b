import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint.ts';

describe('buildPath', () => {
  it('fills and encodes placeholders', () => {
    expect(buildPath('/api/v1/companies/:companyId/stakeholders/:id', { companyId: 7, id: 'a/b c' })).toBe(
      '/api/v1/companies/7/stakeholders/a%2Fb%20c',
    );
  });

  it('leaves a path without placeholders alone', () => {
    expect(buildPath('/api/v1/app-setting/app-version')).toBe('/api/v1/app-setting/app-version');
  });

  it('throws on a missing value rather than calling a wrong URL', () => {
    expect(() => buildPath('/api/v1/translation/:language', {})).toThrow(/missing value for :language/);
  });
});
