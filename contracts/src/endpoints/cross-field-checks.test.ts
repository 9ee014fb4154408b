import { describe, expect, it } from 'vitest';
import { itemInputSchema } from './items.ts';
import { stakeholderInputSchema } from './stakeholders.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`).sort();

describe('cross-field checks are said together with the field errors', () => {
  it('a stakeholder with no role and a bad national id gets both errors at once', () => {
    const result = stakeholderInputSchema.safeParse({
      kind: 'INDIVIDUAL',
      firstName: 'مریم',
      lastName: 'احمدی',
      nationalId: '0499370898',
      isCustomer: false,
      isSupplier: false,
    });
    expect(messages(result)).toEqual(['isCustomer:ROLE_REQUIRED', 'nationalId:INVALID_NATIONAL_ID']);
  });

  it('an empty business name is REQUIRED, a one-letter one NAME_TOO_SHORT', () => {
    const base = { kind: 'BUSINESS', isCustomer: true, isSupplier: false } as const;
    expect(messages(stakeholderInputSchema.safeParse({ ...base, businessName: ' ' }))).toEqual([
      'businessName:REQUIRED',
    ]);
    expect(messages(stakeholderInputSchema.safeParse({ ...base, businessName: 'x' }))).toEqual([
      'businessName:NAME_TOO_SHORT',
    ]);
  });

  it('a service with a barcode and a missing name gets both errors at once', () => {
    const result = itemInputSchema.safeParse({
      kind: 'SERVICE',
      name: '',
      unit: 'ساعت',
      vatApplicable: true,
      barcode: '6260100500013',
    });
    expect(messages(result)).toEqual(['barcode:BARCODE_FOR_PRODUCTS_ONLY', 'name:NAME_TOO_SHORT']);
  });
});
