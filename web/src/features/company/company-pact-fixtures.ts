import { MatchersV3 } from '@pact-foundation/pact';
import { isoDateTimeLike, providerIds } from '../../lib/api/testing/matchers.ts';

export const { boolean, eachLike, fromProviderState, integer, like, nullValue, regex, string } = MatchersV3;

/** The provider state of every company page's interaction, and the values it injects (its ids in a fresh db). */
export const hasProfile = 'a company of the signed-in user has its profile and payment methods';
export const company = { companyId: 1 };
export const example = { bankAccountId: 12, bankTafsiliId: 40, paymentMethodId: 2 } as const;

export const isoDateTime = isoDateTimeLike('2026-11-25T08:30:00.000Z');

/** A provider-state id in a body or a path: the consumer's example, the verifier's value from the state. */
export const { injected } = providerIds(example);

export const methodsPath = '/api/v1/companies/1/payment-methods';
export const methodAt = (name: 'paymentMethodId') =>
  fromProviderState(`${methodsPath}/\${${name}}`, `${methodsPath}/${example[name]}`);

/** Arman's profile as the state saves it, with its 40 × 40 PNG logo. */
export const armanProfile = {
  companyId: integer(1),
  name: string('بازرگانی آرمان'),
  nationalId: string('10320541761'),
  economicCode: string('411135678912'),
  registrationNumber: string('452817'),
  phone: string('02188776655'),
  address: string('تهران، خیابان ولیعصر، پلاک ۱۲۰'),
  postalCode: string('1595837613'),
  logo: {
    mimeType: regex(/^image\/(png|jpeg)$/, 'image/png'),
    width: integer(40),
    height: integer(40),
    updatedAt: isoDateTime,
  },
};

const account = { id: integer(12), code: string('1102'), nameFa: string('بانک‌ها'), nameEn: like('Bank accounts') };
const tafsili = {
  id: integer(40),
  code: string('20001'),
  name: string('بانک ملت — حساب جاری'),
  kind: regex(/^(CASH_BOX|BANK_ACCOUNT|PETTY_CASH)$/, 'BANK_ACCOUNT'),
};

/** A payment method as the API answers it: the card reader on the bank account and its Mellat tafsili. */
export const cardReader = {
  id: integer(2),
  name: string('کارت‌خوان بانک ملت'),
  kind: regex(/^(CASH|CARD_READER|BANK_TRANSFER|CHEQUE)$/, 'CARD_READER'),
  account,
  tafsili,
  active: boolean(true),
  isDefault: boolean(true),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const choices = { accounts: eachLike(account), tafsilis: eachLike(tafsili) };
