import type { ManualPurchaseInput, LinkPaymentInput, PaymentLinkInput, TerminalRequest } from './pay-schemas.ts';

/**
 * The pay area's worked example: what the mock API's tests, the provider states, the pacts and the e2e tests send.
 * Numbers carry valid check digits (the IBAN's mod 97, the card's Luhn digit); the bad ones fail exactly one check.
 */
export const payExample = {
  iban: 'IR900120000000987654321001',
  /** The same IBAN with its last digit changed: the mod-97 check fails. */
  badIban: 'IR900120000000987654321002',
  card: '6037991234567893',
  /** Luhn fails: the last digit changed. */
  badCard: '6037991234567894',
  otp: '123456',
  siteUrl: 'https://shop.example.ir',
} as const;

export const terminalRequests = {
  shared: { kind: 'shared' },
  novin: { kind: 'novin', name: 'فروشگاه اینترنتی', siteUrl: payExample.siteUrl },
  dedicated: {
    kind: 'dedicated',
    name: 'درگاه اختصاصی عمده‌فروشی',
    settlementIban: payExample.iban,
    settlementSchedule: 'WEEKLY',
  },
} satisfies Record<string, TerminalRequest>;

/** A link the payer prices between 100,000 and 5,000,000 Rials, and a fixed-price one. */
export const linkInputs = {
  payerPriced: {
    kind: 'PAYMENT',
    title: 'پرداخت صورتحساب',
    description: 'مبلغ فاکتور خود را وارد کنید.',
    amountMode: 'PAYER',
    minAmount: 100_000,
    maxAmount: 5_000_000,
    active: true,
  },
  fixed: {
    kind: 'PURCHASE',
    title: 'بستهٔ هدیه چای',
    description: 'ارسال رایگان در تهران.',
    amountMode: 'FIXED',
    amount: 2_500_000,
    usageLimit: 2,
    active: true,
  },
} satisfies Record<string, PaymentLinkInput>;

export const cardPayment = {
  cardNumber: payExample.card,
  cvv2: '123',
  expiry: '08/29',
  otp: payExample.otp,
  payerName: 'مریم احمدی',
  payerMobile: '09121234567',
} satisfies LinkPaymentInput;

/** What a hand-recorded purchase says beside its day: the payer, as a purchase link asks, and how it was taken. */
export const manualPurchaseExample = {
  payerName: 'سارا محمدی',
  payerMobile: '09351234567',
  note: 'نقدی، در فروشگاه',
} satisfies Omit<ManualPurchaseInput, 'paidOn'>;
