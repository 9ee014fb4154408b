import { createCompanyBodySchema } from '@daftar/contracts/endpoints/companies';
import type { z } from 'zod';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { issuesToFieldErrors } from '../../lib/forms/field-errors.ts';

export type CompanyInput = z.input<typeof createCompanyBodySchema>;
export type CompanyField = keyof CompanyInput;
export type CompanyDraft = Record<CompanyField, string>;

export const emptyDraft: CompanyDraft = { name: '', nationalId: '', economicCode: '', phone: '', address: '' };

/** Optional fields left blank are not sent; the contract's own schema validates, so client and server agree. */
export function validateCompany(
  draft: CompanyDraft,
): { ok: true; input: CompanyInput } | { ok: false; errors: Partial<Record<CompanyField, string>> } {
  const input: CompanyInput = { name: draft.name.trim() };
  for (const field of ['nationalId', 'economicCode', 'phone', 'address'] as const) {
    // Persian keyboards type Persian digits; ids and phone numbers are sent with Latin ones.
    const value = toLatinDigits(draft[field].trim());
    if (value) input[field] = value;
  }
  const parsed = createCompanyBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) as Partial<Record<CompanyField, string>> };
}
