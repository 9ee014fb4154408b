import type { Language } from '@daftar/contracts/schemas/common';
import { toJalali } from '@daftar/db/accounting/calendar';

export type AmountUnit = 'RIAL' | 'TOMAN';

const persianDigits = '۰۱۲۳۴۵۶۷۸۹';

/** Digits in the document's language: Persian in fa (codes, ids, phone numbers too), as they are in en. */
export function localDigits(text: string | number, language: Language): string {
  const value = String(text);
  return language === 'fa' ? value.replace(/[0-9]/g, (digit) => persianDigits[Number(digit)] ?? digit) : value;
}

const amountFormats: Record<Language, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
};
const quantityFormats: Record<Language, Intl.NumberFormat> = {
  fa: new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }),
};

/**
 * Integer Rials in the company's unit, grouped as the SPA's formatAmount shows them (fa: Persian digits and the
 * Persian group separator): a Toman is 10 Rials, with one decimal when Rials are left over, computed on bigint and
 * formatted from a decimal string so no float is involved.
 */
export function formatMoney(rials: number, language: Language, unit: AmountUnit): string {
  const exact = BigInt(rials);
  if (unit === 'RIAL') return amountFormats[language].format(exact);
  const magnitude = exact < 0n ? -exact : exact;
  const tenth = magnitude % 10n;
  const whole = `${exact < 0n ? '-' : ''}${magnitude / 10n}`;
  // A sign, digits and at most one decimal: a numeric literal by construction.
  return amountFormats[language].format((tenth === 0n ? whole : `${whole}.${tenth}`) as `${number}`);
}

export function formatQuantity(value: number, language: Language): string {
  return quantityFormats[language].format(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A civil date (YYYY-MM-DD): Jalali with Persian digits in fa (۱۴۰۵/۰۲/۱۵), Gregorian in en (05/05/2026). */
export function formatDate(isoDate: string, language: Language): string {
  if (language === 'fa') {
    const { year, month, day } = toJalali(isoDate);
    return localDigits(`${year}/${pad(month)}/${pad(day)}`, 'fa');
  }
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}
