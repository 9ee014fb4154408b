import { describe, expect, it } from 'vitest';
import { parseItemFormType } from './form-type.ts';

describe('search-parameter rules (SPEC §5)', () => {
  it('item formType is PRODUCT, otherwise SERVICE', () => {
    expect(parseItemFormType('PRODUCT')).toBe('PRODUCT');
    expect(parseItemFormType('SERVICE')).toBe('SERVICE');
    expect(parseItemFormType(null)).toBe('SERVICE');
  });
});
