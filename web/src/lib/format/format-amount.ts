import type { Language } from '@daftar/contracts/schemas/common';
import { toPersianDigits } from './digits.ts';

/** Money is stored in integer Rials (DESIGN "Money"); the company chooses to show Rials or Tomans (10 Rials). */
export type AmountUnit = 'RIAL' | 'TOMAN';

/** Translation keys of the unit names, for a caption beside the number. */
export const amountUnitKeys: Record<AmountUnit, string> = {
  RIAL: 'WEB_CURRENCY_RIAL',
  TOMAN: 'WEB_CURRENCY_TOMAN',
};

/**
 * What `Intl.NumberFormat` of fa-IR and en-US writes around the digits (format.test.ts holds the two to it). Written
 * by hand because constructing the first fa-IR NumberFormat loads ICU's Persian number data: 40–100 ms of a phone's
 * first signed-in render (issue 33), for grouping digits by three.
 */
const symbols: Record<Language, { group: string; decimal: string; minus: string; digits(text: string): string }> = {
  fa: { group: '٬', decimal: '٫', minus: '\u200e\u2212', digits: toPersianDigits },
  en: { group: ',', decimal: '.', minus: '-', digits: (text) => text },
};

/**
 * The one amount formatter: grouped digits (fa: Persian digits and the Persian group separator ٬), in Rials or
 * Tomans (at most one decimal: 15 Rials is 1.5 Tomans). Done on bigint so amounts beyond 2^53 Rials stay exact. The
 * unit's name is not included; show `t(amountUnitKeys[unit])` beside it where the screen needs it.
 */
export function formatAmount(rials: number | bigint, language: Language, unit: AmountUnit = 'RIAL'): string {
  const exact = typeof rials === 'bigint' ? rials : BigInt(Math.round(rials));
  const magnitude = exact < 0n ? -exact : exact;
  const [whole, tenth] = unit === 'RIAL' ? [magnitude, 0n] : [magnitude / 10n, magnitude % 10n];
  const { group, decimal, minus, digits } = symbols[language];
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, group);
  return `${exact < 0n ? minus : ''}${digits(grouped)}${tenth === 0n ? '' : `${decimal}${digits(String(tenth))}`}`;
}
