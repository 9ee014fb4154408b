import { numberToWords } from '@persian-tools/persian-tools';

const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Short-scale names of each group of three digits, lowest first (an invoice stays below 10^18 Rials). */
const scales = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** 1..999 in words: "three hundred forty-five". */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ones[hundreds]} hundred`);
  if (rest > 0 && rest < 20) parts.push(ones[rest] ?? '');
  else if (rest >= 20)
    parts.push(rest % 10 === 0 ? (tens[rest / 10] ?? '') : `${tens[Math.floor(rest / 10)]}-${ones[rest % 10]}`);
  return parts.join(' ');
}

function requireWhole(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole amount: ${value}`);
}

/** A whole number ≥ 0 in English words, as cheques write it: 2,500,000 → "two million five hundred thousand". */
export function englishNumberWords(value: number): string {
  requireWhole(value);
  if (value === 0) return ones[0] ?? 'zero';
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group > 0) groups.unshift([belowThousand(group), scales[scale]].filter(Boolean).join(' '));
    rest = Math.floor(rest / 1000);
  }
  return groups.join(' ');
}

/**
 * A whole number ≥ 0 in Persian words (persian-tools' numberToWords: "دو میلیون و پانصد هزار"), with the hundreds
 * written as one word the way Persian spells them (چهارصد, ششصد; the library answers "چهار صد", "شش صد").
 */
export function persianNumberWords(value: number): string {
  requireWhole(value);
  const words = numberToWords(value);
  if (typeof words !== 'string') throw words;
  return words.replace(/(^|\s)(چهار|شش|هفت|هشت|نه) صد(?=\s|$)/g, '$1$2صد');
}
