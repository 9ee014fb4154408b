import type { Language } from '@daftar/contracts/schemas/common';
import type { AmountUnit } from '../../../lib/format/format-amount.ts';
import { englishNumberWords, persianNumberWords } from '@daftar/contracts/invoices/number-words';

export type Translate = (key: string, values?: Record<string, string>) => string;

const numberWords: Record<Language, (value: number) => string> = { fa: persianNumberWords, en: englishNumberWords };

/** The unit's name after a number: English says "one rial" but "two rials"; Persian says ریال after both. */
function unitName(unit: AmountUnit, count: number, t: Translate): string {
  const key = unit === 'RIAL' ? 'WEB_PRINT_UNIT_RIAL' : 'WEB_PRINT_UNIT_TOMAN';
  return t(count === 1 ? `${key}_ONE` : key);
}

/**
 * An amount of integer Rials in words, in the company's unit: "دو میلیون و پانصد هزار ریال", or in Tomans
 * "دویست و پنجاه هزار تومان" (10 Rials each); a Toman amount with Rials left over names both ("… تومان و پنج ریال"),
 * so the words are as exact as the figure.
 */
export function amountInWords(rials: number, unit: AmountUnit, language: Language, t: Translate): string {
  const words = numberWords[language];
  const phrase = (count: number, of: AmountUnit) =>
    t('WEB_PRINT_WORDS', { words: words(count), unit: unitName(of, count, t) });
  if (unit === 'RIAL') return phrase(rials, 'RIAL');
  const tomans = Math.floor(rials / 10);
  const rest = rials % 10;
  if (rest === 0) return phrase(tomans, 'TOMAN');
  if (tomans === 0) return phrase(rest, 'RIAL');
  return t('WEB_PRINT_WORDS_AND', { first: phrase(tomans, 'TOMAN'), second: phrase(rest, 'RIAL') });
}
