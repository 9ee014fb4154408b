import { describe, expect, it } from 'vitest';
import {
  apiKeyAreas,
  assignableRoleSchema,
  companyAreaSchema,
  companyAreas,
  companyRoleSchema,
} from './employees-roles.ts';

/** The message a refused value gets: the code the SPA translates. */
function refusal(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] | 'accepted' {
  return result.success ? 'accepted' : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('roles and areas as the API reads them', () => {
  it('refuses a role no company has, and ownership as a role to give, with INVALID_ROLE', () => {
    expect(refusal(companyRoleSchema.safeParse('MANAGER'))).toEqual(['INVALID_ROLE']);
    expect(refusal(companyRoleSchema.safeParse('OWNER'))).toBe('accepted');
    expect(refusal(assignableRoleSchema.safeParse('OWNER'))).toEqual(['INVALID_ROLE']);
    expect(refusal(assignableRoleSchema.safeParse('VIEWER'))).toBe('accepted');
  });

  it('refuses an area the table does not name with UNKNOWN_AREA', () => {
    expect(refusal(companyAreaSchema.safeParse('payroll'))).toEqual(['UNKNOWN_AREA']);
    expect(refusal(companyAreaSchema.safeParse('banking'))).toBe('accepted');
  });

  it('lets an API key reach every area but the people, the keys, the backup and the unnamed', () => {
    const reached: readonly string[] = apiKeyAreas;
    const withheld = companyAreas.filter((area) => !reached.includes(area));
    expect(withheld).toEqual(['employees', 'api-keys', 'backup', 'other']);
    expect(reached).toEqual(companyAreas.filter((area) => !withheld.includes(area)));
  });
});
