import { z } from 'zod';

const digitsOf = (value: string) => [...value].map(Number);

/**
 * An individual's national id (کد ملی): ten digits; the last is a check digit over the weighted sum of the first
 * nine (weights 10 down to 2) mod 11. Ids of one repeated digit pass the arithmetic but are never issued.
 */
export function isValidPersonNationalId(value: string): boolean {
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return false;
  const digits = digitsOf(value);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  const check = digits[9];
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

const legalWeights = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17];

/**
 * A legal entity's national id (شناسه ملی): eleven digits; the tenth digit plus two is added to each of the first
 * ten, weighted as the registry does, and the sum mod 11 (10 counting as 0) is the last digit.
 */
export function isValidLegalNationalId(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  const shift = (digits[9] as number) + 2;
  const sum = digits
    .slice(0, 10)
    .reduce((total, digit, index) => total + (digit + shift) * (legalWeights[index] as number), 0);
  const remainder = sum % 11;
  return (remainder === 10 ? 0 : remainder) === digits[10];
}

/** GTIN (EAN-8, UPC-A, EAN-13, GTIN-14): the last digit balances the alternating 3-1 weighted sum to a multiple of 10. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = digitsOf(value).reverse();
  const sum = digits.slice(1).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[0];
}

export const personNationalIdSchema = z
  .string()
  .trim()
  .refine(isValidPersonNationalId, { error: 'INVALID_NATIONAL_ID' });

export const legalNationalIdSchema = z
  .string()
  .trim()
  .refine(isValidLegalNationalId, { error: 'INVALID_LEGAL_NATIONAL_ID' });

/** Iran Post's ten-digit postal code. */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, { error: 'INVALID_POSTAL_CODE' });

/** Economic code (کد اقتصادی): the older 12-digit code, or the 11–14 digit codes issued since it was unified with ids. */
export const economicCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{11,14}$/, { error: 'INVALID_ECONOMIC_CODE' });

/** A landline with its area code: 0 and ten digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^0\d{10}$/, { error: 'INVALID_PHONE' });

export const gtinSchema = z.string().trim().refine(isValidGtin, { error: 'INVALID_BARCODE' });

/** A business's registration number (شماره ثبت): one to ten digits. */
export const registrationNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { error: 'INVALID_REGISTRATION_NUMBER' });

/**
 * The ids a business is registered by, as a form sends them (each optional): a business stakeholder's and the
 * company's own profile follow the same rules.
 */
export const businessIdsInputShape = {
  nationalId: legalNationalIdSchema.optional(),
  economicCode: economicCodeSchema.optional(),
  registrationNumber: registrationNumberSchema.optional(),
};

/** The same ids as an answer gives them, null when not known (an individual stakeholder's national id is theirs). */
export const businessIdsShape = {
  /** Legal-entity national id (شناسه ملی). */
  nationalId: z.string().nullable(),
  economicCode: z.string().nullable(),
  /** شماره ثبت. */
  registrationNumber: z.string().nullable(),
};
