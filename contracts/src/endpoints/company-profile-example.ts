import type { CompanyProfileInput, CompanySettingsInput } from './company-profile.ts';
import type { PaymentMethodInput } from './payment-methods.ts';

/**
 * Issue 18's worked examples, arranged and checked alike by the provider states, the in-process API tests and the
 * SPA's form and pact tests: Arman's printed identity, its settings with Toman amounts, and a card reader.
 */
export const armanProfileExample = {
  name: 'بازرگانی آرمان',
  nationalId: '10320541761',
  economicCode: '411135678912',
  registrationNumber: '452817',
  phone: '02188776655',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲۰',
  postalCode: '1595837613',
} as const satisfies CompanyProfileInput;

export const armanSettingsExample = {
  documentLanguage: 'fa',
  amountUnit: 'TOMAN',
  fiscalYearStartMonth: 1,
  fiscalYearStartDay: 1,
  sellPrefix: 'S-',
  purchasePrefix: 'P-',
  estimatePrefix: 'E-',
  moadianMemoryId: 'ARM405',
} as const satisfies CompanySettingsInput;

/** Needs the company's bank moein account (the standard chart's 1102) as `accountId`. */
export const cardReaderExample = {
  name: 'کارت‌خوان بانک ملت',
  kind: 'CARD_READER',
  tafsiliId: null,
  active: true,
  isDefault: true,
} as const satisfies Omit<PaymentMethodInput, 'accountId'>;
