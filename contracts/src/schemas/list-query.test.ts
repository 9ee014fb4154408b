import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countAndSumsSchema, pagedQuerySchema } from './list-query.ts';

describe('countAndSumsSchema', () => {
  const totals = countAndSumsSchema(['amount', 'vat']);

  it('states the count first, then each sum in the order given', () => {
    expect(Object.keys(totals.shape)).toEqual(['count', 'amount', 'vat']);
  });

  it('takes whole numbers from zero and refuses a negative or a fraction', () => {
    expect(totals.parse({ count: 0, amount: 12, vat: 1 })).toEqual({ count: 0, amount: 12, vat: 1 });
    expect(totals.safeParse({ count: 1, amount: -1, vat: 0 }).success).toBe(false);
    expect(totals.safeParse({ count: 1.5, amount: 0, vat: 0 }).success).toBe(false);
  });
});

describe('pagedQuerySchema', () => {
  it('reads the page fields with their defaults, then the list’s own filters', () => {
    const query = pagedQuerySchema({ partnerId: z.coerce.number().optional() });
    expect(Object.keys(query.shape)).toEqual(['page', 'pageSize', 'partnerId']);
    expect(query.parse({ partnerId: '3' })).toEqual({ page: 1, pageSize: 20, partnerId: 3 });
  });
});
