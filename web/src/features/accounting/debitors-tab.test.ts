import { describe, expect, it } from 'vitest';
import { parseItemFormType } from '../items/form-type.ts';
import { parseStakeholderFormType } from '../stakeholders/form-type.ts';
import { parseDebitorsTab } from './debitors-tab.ts';

describe('search-parameter rules (SPEC §5)', () => {
  it('debitors-creditors tab: debitors, creditors or absent; anything else fails', () => {
    expect(parseDebitorsTab('debitors')).toBe('debitors');
    expect(parseDebitorsTab('creditors')).toBe('creditors');
    expect(parseDebitorsTab(null)).toBeUndefined();
    expect(() => parseDebitorsTab('')).toThrow();
    expect(() => parseDebitorsTab('Debitors')).toThrow();
  });

  it('stakeholder formType is BUSINESS, otherwise INDIVIDUAL', () => {
    expect(parseStakeholderFormType('BUSINESS')).toBe('BUSINESS');
    expect(parseStakeholderFormType('business')).toBe('INDIVIDUAL');
    expect(parseStakeholderFormType(null)).toBe('INDIVIDUAL');
  });

  it('item formType is PRODUCT, otherwise SERVICE', () => {
    expect(parseItemFormType('PRODUCT')).toBe('PRODUCT');
    expect(parseItemFormType('SERVICE')).toBe('SERVICE');
    expect(parseItemFormType(null)).toBe('SERVICE');
  });
});
