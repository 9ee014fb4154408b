import {
  type AmountMode,
  type LinkKind,
  type PaymentLink,
  type PaymentLinkInput,
  paymentLinkInputSchema,
} from '@daftar/contracts/endpoints/pay-schemas';
import type { Language } from '@daftar/contracts/schemas/common';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';

/** A link form's fields as typed: amounts and the limit are text (grouped, Persian digits allowed), dates ISO. */
export interface LinkFormValues {
  kind: LinkKind;
  title: string;
  description: string;
  amountMode: AmountMode;
  amount: string;
  minAmount: string;
  maxAmount: string;
  expiresOn: string;
  usageLimit: string;
  eventOn: string;
  active: boolean;
}

export type LinkField = keyof LinkFormValues;

/** A new link of a kind: purchases and events have a price; a payment link starts with one too. */
export function emptyLinkValues(kind: LinkKind): LinkFormValues {
  return {
    kind,
    title: '',
    description: '',
    amountMode: 'FIXED',
    amount: '',
    minAmount: '',
    maxAmount: '',
    expiresOn: '',
    usageLimit: '',
    eventOn: '',
    active: true,
  };
}

export function linkValues(link: PaymentLink, language: Language): LinkFormValues {
  const amount = (rials: number | null) => (rials === null ? '' : formatAmount(rials, language));
  return {
    kind: link.kind,
    title: link.title,
    description: link.description ?? '',
    amountMode: link.amountMode,
    amount: amount(link.amount),
    minAmount: amount(link.minAmount),
    maxAmount: amount(link.maxAmount),
    expiresOn: link.expiresOn ?? '',
    usageLimit: link.usageLimit === null ? '' : localDigits(String(link.usageLimit), language),
    eventOn: link.eventOn ?? '',
    active: link.active,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const amountOrNull = (text: string) => (text.trim() === '' ? null : (parseAmount(text) ?? Number.NaN));
function countOrNull(text: string): number | null {
  const plain = toLatinDigits(text).trim();
  return plain === '' ? null : Number(plain);
}

/** The values as the API's input, checked with the contract's schema (the server runs the same one). */
export function validateLink(values: LinkFormValues): FormCheck<PaymentLinkInput> {
  const fixed = values.amountMode === 'FIXED';
  return checkInput(paymentLinkInputSchema, {
    kind: values.kind,
    title: values.title,
    description: orNull(values.description),
    amountMode: values.amountMode,
    amount: fixed ? amountOrNull(values.amount) : null,
    minAmount: fixed ? null : amountOrNull(values.minAmount),
    maxAmount: fixed ? null : amountOrNull(values.maxAmount),
    expiresOn: orNull(values.expiresOn),
    usageLimit: countOrNull(values.usageLimit),
    eventOn: values.kind === 'EVENT' ? orNull(values.eventOn) : null,
    active: values.active,
  });
}
