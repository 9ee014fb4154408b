import type { PaymentMethodKind } from '@daftar/contracts/endpoints/payment-methods';

/** Translation keys of the kinds, in the order the form and the filter offer them. */
export const paymentMethodKindKeys: Record<PaymentMethodKind, string> = {
  CASH: 'WEB_PAYMENT_METHOD_KIND_CASH',
  CARD_READER: 'WEB_PAYMENT_METHOD_KIND_CARD_READER',
  BANK_TRANSFER: 'WEB_PAYMENT_METHOD_KIND_BANK_TRANSFER',
  CHEQUE: 'WEB_PAYMENT_METHOD_KIND_CHEQUE',
};
