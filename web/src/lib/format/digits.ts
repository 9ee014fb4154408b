const persianDigits = '۰۱۲۳۴۵۶۷۸۹';
const arabicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits 0–9 → Persian digits ۰–۹; everything else is kept. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => persianDigits[Number(digit)] ?? digit);
}

/** Persian (and Arabic-Indic) digits → Latin, for reading what a user typed. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = persianDigits.indexOf(digit);
    return String(persian >= 0 ? persian : arabicDigits.indexOf(digit));
  });
}

/** Text with digits in the language's own: Persian in fa, as is in en (codes, phone numbers, ids). */
export function localDigits(text: string, language: 'fa' | 'en'): string {
  return language === 'fa' ? toPersianDigits(text) : text;
}
