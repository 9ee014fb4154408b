import type { Language } from '@daftar/contracts/schemas/common';
import { toLatinDigits } from './digits.ts';
import { formatAmount } from './format-amount.ts';

/** Group separators a user may type or paste: Latin comma, Persian ٬ and ، , Arabic ٫ is a decimal mark, not one. */
const separators = /[,\u066C\u060C\s]/g;

/**
 * An amount as typed → integer Rials: Persian, Arabic-Indic and Latin digits, with or without grouping.
 * '' (or only spaces) → undefined (no amount); anything else that is not a whole number → NaN, which the contract's
 * `rialsSchema` rejects with INVALID_AMOUNT, so the form shows that error under the field.
 */
export function parseAmount(text: string): number | undefined {
  const plain = toLatinDigits(text).replace(separators, '');
  if (plain === '') return undefined;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * What the amount field shows while typing: the digits regrouped in the language's style (fa: ۱۲٬۳۴۵), or the text
 * unchanged when it is not a whole number yet (the error shows on submit).
 */
export function groupAmountText(text: string, language: Language): string {
  const value = parseAmount(text);
  if (value === undefined || Number.isNaN(value) || !Number.isSafeInteger(value)) return text;
  return formatAmount(value, language);
}
