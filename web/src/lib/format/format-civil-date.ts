import type { Language } from '@daftar/contracts/schemas/common';
import { toPersianDigits } from './digits.ts';
import { gregorianToJalali } from './jalali.ts';

/**
 * A civil date's text (civil-date.ts), apart from the rest of civil-date: /login shows one in an error (a closed
 * period's dates) and so loads this at start, without the parsing, day arithmetic and Tehran's clock (issue 33).
 */

export const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function isoParts(iso: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export function formatCivilDate(iso: string, language: Language): string {
  const parts = isoParts(iso);
  if (!parts) return '';
  if (language === 'en') return iso;
  const { year, month, day } = gregorianToJalali(...parts);
  return toPersianDigits(`${year}/${pad(month)}/${pad(day)}`);
}
