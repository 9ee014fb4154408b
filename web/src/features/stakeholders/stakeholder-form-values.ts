import {
  type Stakeholder,
  type StakeholderInput,
  type StakeholderKind,
  stakeholderInputSchema,
} from '@daftar/contracts/endpoints/stakeholders';
import type { Language } from '@daftar/contracts/schemas/common';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';

/** The form's fields as the inputs hold them: text as typed (Persian digits included), the amount grouped. */
export interface StakeholderFormValues {
  kind: StakeholderKind;
  code: string;
  firstName: string;
  lastName: string;
  businessName: string;
  nationalId: string;
  economicCode: string;
  registrationNumber: string;
  isCustomer: boolean;
  isSupplier: boolean;
  mobile: string;
  phone: string;
  email: string;
  province: string;
  city: string;
  address: string;
  postalCode: string;
  creditLimit: string;
  notes: string;
  active: boolean;
}

export type StakeholderTextField = {
  [K in keyof StakeholderFormValues]: StakeholderFormValues[K] extends string ? K : never;
}[keyof StakeholderFormValues];

export function emptyStakeholderValues(kind: StakeholderKind, code = ''): StakeholderFormValues {
  return {
    kind,
    code,
    firstName: '',
    lastName: '',
    businessName: '',
    nationalId: '',
    economicCode: '',
    registrationNumber: '',
    isCustomer: true,
    isSupplier: false,
    mobile: '',
    phone: '',
    email: '',
    province: '',
    city: '',
    address: '',
    postalCode: '',
    creditLimit: '',
    notes: '',
    active: true,
  };
}

export function stakeholderValues(stakeholder: Stakeholder, language: Language): StakeholderFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    kind: stakeholder.kind,
    code: stakeholder.code,
    firstName: text(stakeholder.firstName),
    lastName: text(stakeholder.lastName),
    businessName: text(stakeholder.businessName),
    nationalId: text(stakeholder.nationalId),
    economicCode: text(stakeholder.economicCode),
    registrationNumber: text(stakeholder.registrationNumber),
    isCustomer: stakeholder.isCustomer,
    isSupplier: stakeholder.isSupplier,
    mobile: text(stakeholder.mobile),
    phone: text(stakeholder.phone),
    email: text(stakeholder.email),
    province: text(stakeholder.province),
    city: text(stakeholder.city),
    address: text(stakeholder.address),
    postalCode: text(stakeholder.postalCode),
    creditLimit: stakeholder.creditLimit === null ? '' : formatAmount(stakeholder.creditLimit, language),
    notes: text(stakeholder.notes),
    active: stakeholder.active,
  };
}

/** Optional fields are left out, not sent empty (the contract's rule); digit fields accept Persian digits. */
const optional = (text: string) => (text.trim() === '' ? undefined : text);
const digits = (text: string) => optional(toLatinDigits(text).replace(/\s/g, ''));

/**
 * The body the API takes, before validation. Required names stay '' when empty so the schema says REQUIRED; an
 * amount that is not a whole number becomes NaN so it says INVALID_AMOUNT.
 */
export function stakeholderInputFrom(values: StakeholderFormValues): StakeholderInput {
  const common = {
    code: digits(values.code),
    isCustomer: values.isCustomer,
    isSupplier: values.isSupplier,
    mobile: digits(values.mobile),
    phone: digits(values.phone),
    email: optional(values.email),
    province: optional(values.province),
    city: optional(values.city),
    address: optional(values.address),
    postalCode: digits(values.postalCode),
    creditLimit: parseAmount(values.creditLimit),
    notes: optional(values.notes),
    active: values.active,
  };
  const nationalId = digits(values.nationalId);
  if (values.kind === 'INDIVIDUAL') {
    return { kind: 'INDIVIDUAL', firstName: values.firstName, lastName: values.lastName, nationalId, ...common };
  }
  return {
    kind: 'BUSINESS',
    businessName: values.businessName,
    nationalId,
    economicCode: digits(values.economicCode),
    registrationNumber: digits(values.registrationNumber),
    ...common,
  };
}

/** The one schema of the contract, as the server runs it: its codes become the fields' errors. */
export function validateStakeholder(values: StakeholderFormValues): FormCheck<StakeholderInput> {
  return checkInput(stakeholderInputSchema, stakeholderInputFrom(values));
}

/** A stakeholder as a PUT body (the detail screen's archive/activate replaces the record with one flag changed). */
export function stakeholderAsInput(stakeholder: Stakeholder): StakeholderInput {
  return stakeholderInputFrom(stakeholderValues(stakeholder, 'en'));
}
