/**
 * The income and expense area's worked example, which every side arranges and checks alike: the provider state's
 * expense 1 (Ordibehesht's shop rent paid from the bank, no VAT) and its income 1 (bank interest), the SPA's pact
 * tests and the in-process API tests. Accounts are named by their standard chart codes (ids differ per company).
 */
export const rentExpenseExample = {
  kind: 'EXPENSE',
  date: '2026-04-21',
  categoryCode: '8103',
  amount: 150_000_000,
  vatRate: 0,
  description: 'اجاره مغازه اردیبهشت',
  reference: 'RC-1405-02',
} as const;

export const interestIncomeExample = {
  kind: 'INCOME',
  date: '2026-04-30',
  categoryCode: '6301',
  amount: 8_400_000,
  vatRate: 0,
  description: 'سود سپرده کوتاه‌مدت فروردین',
  reference: null,
} as const;

/** An internet bill with 10% VAT, as the SPA's create interaction sends it (ids from the provider state). */
export const internetExpenseExample = {
  kind: 'EXPENSE',
  date: '2026-05-05',
  categoryCode: '8105',
  amount: 4_500_000,
  vatRate: 10,
  description: 'اینترنت ثابت اردیبهشت',
  reference: 'INV-778',
} as const;

/** The provider state's telephone bill whose voucher the accountant made FINAL: the one the SPA reverses. */
export const finalPhoneExpenseExample = {
  kind: 'EXPENSE',
  date: '2026-04-25',
  categoryCode: '8105',
  amount: 2_300_000,
  vatRate: 0,
  description: 'قبض تلفن فروردین',
  reference: null,
} as const;

/** The date the SPA's reversal interaction asks for. */
export const reversalDateExample = '2026-06-01';
