import { type Item, type ItemInput, type ItemKind, itemInputSchema } from '@daftar/contracts/endpoints/items';
import type { Language } from '@daftar/contracts/schemas/common';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { type FieldErrors, issuesToFieldErrors } from '../../lib/forms/field-errors.ts';

/** The item form's fields as typed: amounts and the VAT rate are text (grouped, Persian digits allowed). */
export interface ItemDraft {
  kind: ItemKind;
  code: string;
  name: string;
  unit: string;
  salePrice: string;
  purchasePrice: string;
  vatApplicable: boolean;
  vatRate: string;
  barcode: string;
  category: string;
  trackStock: boolean;
  active: boolean;
}

export type ItemField = keyof ItemDraft;

/** Iran's VAT rate since 1403, the contract's default too. */
const defaultVatRate = 10;

const numberText = (value: number, language: Language) => localDigits(String(value), language);

/** A blank create form of the kind asked for (formType), with the code the company would give next. */
export function newItemDraft(kind: ItemKind, code: string, language: Language): ItemDraft {
  return {
    kind,
    code: localDigits(code, language),
    name: '',
    unit: '',
    salePrice: '',
    purchasePrice: '',
    vatApplicable: true,
    vatRate: numberText(defaultVatRate, language),
    barcode: '',
    category: '',
    trackStock: false,
    active: true,
  };
}

/** The edit form of an item, its code and amounts in the language's digits (fa: ۱٬۸۵۰٬۰۰۰). */
export function itemDraft(item: Item, language: Language): ItemDraft {
  const amount = (rials: number | null) => (rials === null ? '' : formatAmount(rials, language));
  return {
    kind: item.kind,
    code: localDigits(item.code, language),
    name: item.name,
    unit: item.unit,
    salePrice: amount(item.salePrice),
    purchasePrice: amount(item.purchasePrice),
    vatApplicable: item.vatApplicable,
    vatRate: numberText(item.vatRate, language),
    barcode: item.barcode ?? '',
    category: item.category ?? '',
    trackStock: item.trackStock,
    active: item.active,
  };
}

/** /items/{id}/copy: every field of the item, under the new code the company would give next. */
export function copyDraft(item: Item, nextCode: string, language: Language): ItemDraft {
  return { ...itemDraft(item, language), code: localDigits(nextCode, language) };
}

/**
 * Switching to a service unticks stock tracking (a flag, nothing typed is lost), but keeps a typed barcode: the form
 * keeps showing it with the contract's BARCODE_FOR_PRODUCTS_ONLY on submit rather than dropping it silently.
 */
export function withKind(draft: ItemDraft, kind: ItemKind): ItemDraft {
  return { ...draft, kind, trackStock: kind === 'PRODUCT' && draft.trackStock };
}

function parseRate(text: string): number | undefined {
  const plain = toLatinDigits(text).trim();
  return plain === '' ? undefined : Number(plain);
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/** The draft as the API's input; the contract's schema validates it (the server runs the same one). */
export function validateItemDraft(
  draft: ItemDraft,
): { ok: true; input: ItemInput } | { ok: false; errors: FieldErrors } {
  const input: ItemInput = {
    kind: draft.kind,
    code: blankToUndefined(toLatinDigits(draft.code)),
    name: draft.name,
    unit: draft.unit,
    salePrice: parseAmount(draft.salePrice),
    purchasePrice: parseAmount(draft.purchasePrice),
    vatApplicable: draft.vatApplicable,
    vatRate: parseRate(draft.vatRate),
    barcode: blankToUndefined(toLatinDigits(draft.barcode)),
    category: blankToUndefined(draft.category),
    trackStock: draft.trackStock,
    active: draft.active,
  };
  const parsed = itemInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = issuesToFieldErrors(parsed.error.issues);
  // A rate that is not a number at all fails zod's type check, whose message is prose; the rate's own code fits.
  return { ok: false, errors: errors.vatRate ? { ...errors, vatRate: 'INVALID_VAT_RATE' } : errors };
}

/** A 409 DUPLICATE_CODE names no field when the server sends none; it belongs under the code. */
export const itemErrorFields = { DUPLICATE_CODE: 'code' } as const;
