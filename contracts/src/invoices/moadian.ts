/**
 * The tax system's (Moadian) codes and its tax id, shared by the mock API's export and the SPA's labels.
 *
 * The tax id (`taxid`) follows the published structure (RC_DCPS.SN): 22 characters = the taxpayer's memory id (6),
 * the days since 1970-01-01 UTC in hex (5), the invoice's serial in hex (10) and one Verhoeff check digit computed
 * over the decimal form: the memory id with each letter as its ASCII code, the days padded to 6 digits and the serial
 * padded to 12.
 */

/** `inty`: 1 with the buyer's details, 2 without (a final consumer), 3 a sales receipt (store). */
export const einvoiceTypes = [1, 2, 3] as const;
export type EinvoiceType = (typeof einvoiceTypes)[number];

/**
 * `inp`: the invoice pattern. 1 sale, 2 currency sale, 3 gold, jewellery and platinum, 4 contracting, 5 utility
 * bills, 6 air tickets, 7 export (the patterns the tax system's published list opens with).
 */
export const einvoicePatterns = [1, 2, 3, 4, 5, 6, 7] as const;
export type EinvoicePattern = (typeof einvoicePatterns)[number];

/**
 * `ins`: the invoice's subject. An original is exported once; then, each referring (`irtaxid`) to the tax id
 * exported before it: a correction (the whole invoice as it is now, after an edit or a return), a cancellation
 * (the last export's content, for an invoice cancelled or given back in full) and a return (the lines less what
 * came back, for a return that leaves something sold). Nothing follows a cancellation.
 */
export const moadianSubjects = { ORIGINAL: 1, CORRECTION: 2, CANCELLATION: 3, RETURN: 4 } as const;
export type MoadianSubject = (typeof moadianSubjects)[keyof typeof moadianSubjects];

/**
 * The serials of exports after the original start here (hex `1000000000`): the original's serial is the invoice's
 * number, far below, so the two never meet under one memory id and day.
 */
export const followUpSerialBase = 16 ** 9;

/** `tob`: the buyer's type. */
export const buyerTypes = { INDIVIDUAL: 1, BUSINESS: 2, CIVIL_PARTNERSHIP: 3, FOREIGN: 4, FINAL_CONSUMER: 5 } as const;

/** `pmt`: how a payment was made. */
export const moadianPaymentMethods = {
  CHEQUE: 1,
  CLEARING: 2,
  CASH: 3,
  POS: 4,
  GATEWAY: 5,
  CARD_TO_CARD: 6,
  BANK_TRANSFER: 7,
  OTHER: 8,
} as const;

/** `setm`: 1 cash (paid in full at issue), 2 on credit (nothing paid), 3 both. */
export const settlementMethods = { CASH: 1, CREDIT: 2, MIXED: 3 } as const;

export const memoryIdPattern = /^[A-Z0-9]{6}$/;
/** A goods or service id: exactly 13 digits (no check digit is published for it). */
export const goodsServiceIdPattern = /^\d{13}$/;

/**
 * Verhoeff's multiplication: the dihedral group D5, 0–4 its rotations and 5–9 its reflections. A reflection on the
 * left turns the right's rotation the other way; the product is a reflection when exactly one side is.
 */
function multiply(left: number, right: number): number {
  const reflectedLeft = left >= 5;
  const turn = (reflectedLeft ? left - (right % 5) + 5 : left + right) % 5;
  return reflectedLeft === right >= 5 ? turn : turn + 5;
}

// Verhoeff's permutation table (row i is row 1 applied i times) and inverses. Row 4 is not the published row
// ([9, 4, 5, 3, 1, 2, 6, 8, 7, 0]): it is the row the published Moadian client sample's check digit was computed with
// (moadian.test.ts). Which one the tax authority accepts is for the real API to say; changing it changes every tax
// id's last digit.
const permutation = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 7, 6, 0, 8],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const inverse = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Verhoeff's checksum over decimal digits, the last digit first: 0 when that digit is the check of the others. */
function checksum(digits: string): number {
  let check = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    check = multiply(check, permutation[index % 8]?.[digit] ?? 0);
  }
  return check;
}

/** The Verhoeff check digit of a string of decimal digits: the one whose place, filled with 0, the checksum inverts. */
export const verhoeffDigit = (digits: string): number => inverse[checksum(`${digits}0`)] ?? 0;

/** True when the last digit is the Verhoeff check of the others. */
export const verhoeffValid = (digits: string): boolean => checksum(digits) === 0;

const dayMs = 86_400_000;

/** The memory id in decimal: digits stay, each letter becomes its ASCII code (A → 65). */
const decimalMemoryId = (memoryId: string) =>
  [...memoryId].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0)))).join('');

/**
 * The 22-character tax id of the invoice with this serial, dated at `timeMs` (ms since the epoch, as `indatim`).
 * The serial must fit 10 hex digits; the memory id is 6 upper-case letters or digits.
 */
export function moadianTaxId(memoryId: string, timeMs: number, serial: number): string {
  if (!memoryIdPattern.test(memoryId)) throw new Error(`invalid memory id ${memoryId}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial >= 16 ** 10) throw new Error(`invalid serial ${serial}`);
  const days = Math.floor(timeMs / dayMs);
  const check = verhoeffDigit(
    decimalMemoryId(memoryId) + String(days).padStart(6, '0') + String(serial).padStart(12, '0'),
  );
  return (
    memoryId +
    days.toString(16).padStart(5, '0') +
    serial.toString(16).padStart(10, '0') +
    String(check)
  ).toUpperCase();
}

/** The serial's hex part (`inno`): the 10 characters the tax id carries. */
export const moadianSerial = (serial: number) => serial.toString(16).padStart(10, '0').toUpperCase();
