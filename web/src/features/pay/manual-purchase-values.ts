import {
  type ManualPurchaseInput,
  manualPurchaseInputSchema,
  type PaymentLink,
} from '@daftar/contracts/endpoints/pay-schemas';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { checkInput, type FieldErrors, type FormCheck } from '../../lib/forms/field-errors.ts';

/** The hand-recorded purchase's fields as typed: the amount as text (grouped, Persian digits allowed), the day ISO. */
export interface ManualPurchaseValues {
  amount: string;
  paidOn: string;
  payerName: string;
  payerMobile: string;
  note: string;
}

export type ManualPurchaseField = keyof ManualPurchaseValues;

export const emptyManualPurchase = (today: string): ManualPurchaseValues => ({
  amount: '',
  paidOn: today,
  payerName: '',
  payerMobile: '',
  note: '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The values as the API's input: the contract's schema, then what the link asks, as the server judges it (a
 * payer-priced link's amount within its range, a purchase or event link's payer, no day after today). A FIXED
 * link's amount is its own and is not sent.
 */
export function checkManualPurchase(
  values: ManualPurchaseValues,
  link: PaymentLink,
  today: string,
): FormCheck<ManualPurchaseInput> {
  const payerPriced = link.amountMode === 'PAYER';
  const amount = payerPriced && values.amount.trim() !== '' ? (parseAmount(values.amount) ?? Number.NaN) : null;
  const checked = checkInput(manualPurchaseInputSchema, {
    amount,
    paidOn: values.paidOn,
    payerName: orNull(values.payerName),
    payerMobile: orNull(toLatinDigits(values.payerMobile)),
    note: orNull(values.note),
  });
  const errors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
  const refuse = (field: ManualPurchaseField, code: string) => {
    errors[field] ??= code;
  };
  if (payerPriced && amount === null) refuse('amount', 'AMOUNT_REQUIRED');
  if (payerPriced && amount !== null && link.minAmount !== null && amount < link.minAmount) {
    refuse('amount', 'AMOUNT_BELOW_MIN');
  }
  if (payerPriced && amount !== null && link.maxAmount !== null && amount > link.maxAmount) {
    refuse('amount', 'AMOUNT_ABOVE_MAX');
  }
  if (values.paidOn > today) refuse('paidOn', 'PAID_ON_IN_FUTURE');
  if (link.kind !== 'PAYMENT' && !orNull(values.payerName)) refuse('payerName', 'PAYER_NAME_REQUIRED');
  if (link.kind !== 'PAYMENT' && !orNull(values.payerMobile)) refuse('payerMobile', 'PAYER_MOBILE_REQUIRED');
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as FieldErrors };
  return checked;
}
