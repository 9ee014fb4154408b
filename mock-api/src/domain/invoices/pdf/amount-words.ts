import { englishNumberWords, persianNumberWords } from '@daftar/contracts/invoices/number-words';
import type { Language } from '@daftar/contracts/schemas/common';
import type { AmountUnit } from '../../pdf/pdf-format.ts';
import type { PdfTranslate } from './pdf-texts.ts';

const numberWords: Record<Language, (value: number) => string> = { fa: persianNumberWords, en: englishNumberWords };

/**
 * An amount in words in the company's unit, as the print screen spells it (web print/amount-words.ts): "… ریال",
 * or in Tomans with a Rial left over named too ("… تومان و پنج ریال").
 */
export function amountInWords(rials: number, unit: AmountUnit, language: Language, t: PdfTranslate): string {
  const words = numberWords[language];
  const phrase = (count: number, of: AmountUnit) => {
    const name = of === 'RIAL' ? (count === 1 ? 'rial' : 'rials') : count === 1 ? 'toman' : 'tomans';
    return `${words(count)} ${t(name)}`;
  };
  if (unit === 'RIAL') return phrase(rials, 'RIAL');
  const tomans = Math.floor(rials / 10);
  const rest = rials % 10;
  if (rest === 0) return phrase(tomans, 'TOMAN');
  if (tomans === 0) return phrase(rest, 'RIAL');
  return t('wordsAnd', { first: phrase(tomans, 'TOMAN'), second: phrase(rest, 'RIAL') });
}
