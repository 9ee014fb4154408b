import {
  type PaymentMethod,
  type PaymentMethodInput,
  type PaymentMethodKind,
  paymentMethodInputSchema,
} from '@daftar/contracts/endpoints/payment-methods';
import { checkInput, type FormCheck } from '../../lib/forms/field-errors.ts';

/** The payment method form's boxes: the pickers hold ids as text ('' for none), as a native select does. */
export interface PaymentMethodValues {
  name: string;
  kind: PaymentMethodKind;
  accountId: string;
  tafsiliId: string;
  active: boolean;
  isDefault: boolean;
}

export type PaymentMethodField = keyof PaymentMethodValues;

export const emptyPaymentMethodValues: PaymentMethodValues = {
  name: '',
  kind: 'CASH',
  accountId: '',
  tafsiliId: '',
  active: true,
  isDefault: false,
};

export function paymentMethodValues(method: PaymentMethod): PaymentMethodValues {
  return {
    name: method.name,
    kind: method.kind,
    accountId: String(method.account.id),
    tafsiliId: method.tafsili ? String(method.tafsili.id) : '',
    active: method.active,
    isDefault: method.isDefault,
  };
}

/** The values as the API's input, checked by the contract's schema (no account chosen is ACCOUNT_REQUIRED). */
export function validatePaymentMethod(values: PaymentMethodValues): FormCheck<PaymentMethodInput> {
  return checkInput(paymentMethodInputSchema, {
    name: values.name,
    kind: values.kind,
    accountId: values.accountId === '' ? Number.NaN : Number(values.accountId),
    tafsiliId: values.tafsiliId === '' ? null : Number(values.tafsiliId),
    active: values.active,
    isDefault: values.isDefault,
  });
}

/** A 409 for a name the company already uses names no field when the server sends none; it belongs under the name. */
export const paymentMethodErrorFields = { DUPLICATE_PAYMENT_METHOD_NAME: 'name' } as const;
