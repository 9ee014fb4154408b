import { z } from 'zod';

/**
 * An Iranian IBAN (شبا): IR, two check digits and 22 digits (the bank's code, then the account). ISO 13616: move
 * the country and check digits to the end, letters as numbers (I = 18, R = 27), and the whole number mod 97 is 1.
 * Computed digit by digit, so the 30-digit number never leaves a JS number's exact range.
 */
export function isValidIban(value: string): boolean {
  if (!/^IR\d{24}$/.test(value)) return false;
  const rearranged = `${value.slice(4)}1827${value.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A card number (PAN, 16 digits on Shetab cards): Luhn's check, every second digit from the right doubled. */
export function isValidCardNumber(value: string): boolean {
  if (!/^\d{16}$/.test(value)) return false;
  let sum = 0;
  [...value].reverse().forEach((char, index) => {
    const digit = Number(char);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}

/** A web address a payer's browser can open: http or https with a host that has a dot (or localhost). */
export function isValidWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && /^(localhost|[^.]+(\.[^.]+)+)$/.test(url.hostname);
}

/** The IBAN as people type it: spaces and lower-case letters allowed, stored without them. */
export const ibanSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine(isValidIban, { error: 'INVALID_IBAN' });

export const cardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(isValidCardNumber, { error: 'INVALID_CARD_NUMBER' });

export const webAddressSchema = z
  .string()
  .trim()
  .max(300, { error: 'TOO_LONG' })
  .refine(isValidWebAddress, { error: 'INVALID_URL' });

/** The card's number as a receipt shows it: the first six (the bank) and the last four digits. */
export function maskCardNumber(cardNumber: string): string {
  return `${cardNumber.slice(0, 6)}******${cardNumber.slice(-4)}`;
}
