import { type Item, type ItemInput, type ItemKind, itemInputSchema } from '@daftar/contracts/endpoints/items';
import type { Language } from '@daftar/contracts/schemas/common';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';

/** The item form's fields as typed: amounts and the VAT rate are text (grouped, Persian digits allowed). */
export interface ItemFormValues {
  kind: ItemKind;
  code: string;
  name: string;
  unit: string;
  salePrice: string;
  purchasePrice: string;
  vatApplicable: boolean;
  vatRate: string;
  barcode: string;
  /** The tax system's 13-digit goods or service id (Moadian). */
  goodsServiceId: string;
  category: string;
  trackStock: boolean;
  active: boolean;
}

export type ItemField = keyof ItemFormValues;

/** Iran's VAT rate since 1403, the contract's default too. */
const defaultVatRate = 10;

const numberText = (value: number, language: Language) => localDigits(String(value), language);

/** A blank create form of the kind asked for (formType), with the code the company would give next. */
export function emptyItemValues(kind: ItemKind, code: string, language: Language): ItemFormValues {
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
    goodsServiceId: '',
    category: '',
    trackStock: false,
    active: true,
  };
}

/** The edit form of an item, its code and amounts in the language's digits (fa: ۱٬۸۵۰٬۰۰۰). */
export function itemValues(item: Item, language: Language): ItemFormValues {
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
    goodsServiceId: localDigits(item.goodsServiceId ?? '', language),
    category: item.category ?? '',
    trackStock: item.trackStock,
    active: item.active,
  };
}

/** /items/{id}/copy: every field of the item, under the new code the company would give next. */
export function copyItemValues(item: Item, nextCode: string, language: Language): ItemFormValues {
  return { ...itemValues(item, language), code: localDigits(nextCode, language) };
}

/**
 * Switching to a service unticks stock tracking (a flag, nothing typed is lost), but keeps a typed barcode: the form
 * keeps showing it with the contract's BARCODE_FOR_PRODUCTS_ONLY on submit rather than dropping it silently.
 */
export function withKind(values: ItemFormValues, kind: ItemKind): ItemFormValues {
  return { ...values, kind, trackStock: kind === 'PRODUCT' && values.trackStock };
}

function parseRate(text: string): number | undefined {
  const plain = toLatinDigits(text).trim();
  return plain === '' ? undefined : Number(plain);
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

/** The values as the API's input; the contract's schema validates it (the server runs the same one). */
export function validateItem(values: ItemFormValues): FormCheck<ItemInput> {
  const checked = checkInput(itemInputSchema, {
    kind: values.kind,
    code: blankToUndefined(toLatinDigits(values.code)),
    name: values.name,
    unit: values.unit,
    salePrice: parseAmount(values.salePrice),
    purchasePrice: parseAmount(values.purchasePrice),
    vatApplicable: values.vatApplicable,
    vatRate: parseRate(values.vatRate),
    barcode: blankToUndefined(toLatinDigits(values.barcode)),
    goodsServiceId: blankToUndefined(toLatinDigits(values.goodsServiceId)),
    category: blankToUndefined(values.category),
    trackStock: values.trackStock,
    active: values.active,
  });
  if (checked.ok) return checked;
  // A rate that is not a number at all fails zod's type check, whose message is prose; the rate's own code fits.
  const { errors } = checked;
  return { ok: false, errors: errors.vatRate ? { ...errors, vatRate: 'INVALID_VAT_RATE' } : errors };
}

/** A 409 DUPLICATE_CODE names no field when the server sends none; it belongs under the code. */
export const itemErrorFields = { DUPLICATE_CODE: 'code' } as const;
