import { describe, expect, it } from 'vitest';
import { parseDebitorsTab } from './debitors-tab.ts';

describe('search-parameter rules (SPEC §5)', () => {
  it('debitors-creditors tab: debitors, creditors or absent; anything else fails', () => {
    expect(parseDebitorsTab('debitors')).toBe('debitors');
    expect(parseDebitorsTab('creditors')).toBe('creditors');
    expect(parseDebitorsTab(null)).toBeUndefined();
    expect(() => parseDebitorsTab('')).toThrow();
    expect(() => parseDebitorsTab('Debitors')).toThrow();
  });
});
