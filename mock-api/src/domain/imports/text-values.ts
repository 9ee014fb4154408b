/** Persian (U+06F0…) and Arabic-Indic (U+0660…) digits as Latin ones: a file may hold either. */
export function latinDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * A header or a choice as it is compared: Latin digits, Arabic ي and ك as Persian ی and ک, lower case, without
 * spaces, ZWNJ, tatweel and punctuation, so «تأمین‌کننده», «تامین كننده» and «Tamin-Konande» style variants meet.
 */
export function comparable(text: string): string {
  return latinDigits(text)
    .normalize('NFC')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[أإآ]/g, 'ا')
    .toLowerCase()
    .replace(/\u200c|\u200d/g, '')
    .replace(/[\s\u0640_\-.:/\\()[\]*#'"،,]/g, '');
}

/** A number as a person types it: digits of either script, thousands separators (`,` `٬` `،`), a Rial suffix. */
export function parseInteger(text: string): number | undefined {
  const plain = latinDigits(text)
    .replace(/[,\u066c\u060c\s]/g, '')
    .replace(/(ریال|ريال|rials?)$/i, '');
  if (!/^-?\d+$/.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isSafeInteger(value) ? value : undefined;
}

const yes = new Set(['1', 'true', 'yes', 'y', 'بله', 'بلی', 'آری', 'اری', 'دارد', 'هست', '✓', 'x']);
const no = new Set(['0', 'false', 'no', 'n', 'خیر', 'نه', 'ندارد', 'نیست']);

/** Yes or no in either language; undefined for anything else. */
export function parseYesNo(text: string): boolean | undefined {
  const value = comparable(text);
  if (yes.has(value)) return true;
  if (no.has(value)) return false;
  return undefined;
}

/** A choice among named values: each value's spellings, compared as headers are. */
export function parseChoice<Value extends string>(
  text: string,
  spellings: Readonly<Record<Value, readonly string[]>>,
): Value | undefined {
  const value = comparable(text);
  for (const [choice, names] of Object.entries(spellings) as [Value, readonly string[]][]) {
    if (comparable(choice) === value || names.some((name) => comparable(name) === value)) return choice;
  }
  return undefined;
}

/** Digits only, in Latin script, for ids, codes and numbers (spaces and dashes typed inside them dropped). */
export function digitsOnly(text: string): string {
  return latinDigits(text).replace(/[\s-]/g, '');
}
