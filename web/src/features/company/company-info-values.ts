import {
  type CompanyProfile,
  type CompanyProfileInput,
  companyProfileInputSchema,
} from '@daftar/contracts/endpoints/company-profile';
import type { Language } from '@daftar/contracts/schemas/common';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';

/** The company info form's boxes as typed: ids and numbers in the reader's digits (Persian digits are accepted). */
export interface CompanyInfoValues {
  name: string;
  nationalId: string;
  economicCode: string;
  registrationNumber: string;
  phone: string;
  address: string;
  postalCode: string;
}

export type CompanyInfoField = keyof CompanyInfoValues;

/** The saved profile in the form, its digits in the reader's language. */
export function companyInfoValues(profile: CompanyProfile, language: Language): CompanyInfoValues {
  const digits = (value: string | null) => localDigits(value ?? '', language);
  return {
    name: profile.name,
    nationalId: digits(profile.nationalId),
    economicCode: digits(profile.economicCode),
    registrationNumber: digits(profile.registrationNumber),
    phone: digits(profile.phone),
    address: profile.address ?? '',
    postalCode: digits(profile.postalCode),
  };
}

const optionalDigits = (text: string) => {
  const plain = toLatinDigits(text).trim();
  return plain === '' ? undefined : plain;
};

/** The values as the API's input, checked by the contract's schema (the server runs the same one). */
export function validateCompanyInfo(values: CompanyInfoValues): FormCheck<CompanyProfileInput> {
  return checkInput(companyProfileInputSchema, {
    name: values.name,
    nationalId: optionalDigits(values.nationalId),
    economicCode: optionalDigits(values.economicCode),
    registrationNumber: optionalDigits(values.registrationNumber),
    phone: optionalDigits(values.phone),
    address: values.address.trim() === '' ? undefined : values.address,
    postalCode: optionalDigits(values.postalCode),
  });
}
