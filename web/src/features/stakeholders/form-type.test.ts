import { describe, expect, it } from 'vitest';
import { parseStakeholderFormType } from './form-type.ts';

describe('search-parameter rules (SPEC §5)', () => {
  it('stakeholder formType is BUSINESS, otherwise INDIVIDUAL', () => {
    expect(parseStakeholderFormType('BUSINESS')).toBe('BUSINESS');
    expect(parseStakeholderFormType('business')).toBe('INDIVIDUAL');
    expect(parseStakeholderFormType(null)).toBe('INDIVIDUAL');
  });
});
