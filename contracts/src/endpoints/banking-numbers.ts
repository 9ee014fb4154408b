/**
 * The check digits of Iranian banking numbers, shared by the SPA (it refuses a mistyped number before sending it)
 * and the mock bank (it refuses it again): IBAN (ISO 13616, mod 97), card numbers (Luhn) and utility bills (the
 * bill id and payment id of the Iranian bill standard, mod 11 with weights 2–7), and the bank a number belongs to.
 */

/** Remainder of a long digit string by 97, in chunks so no number exceeds 2^53. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let at = 0; at < digits.length; at += 7) remainder = Number(`${remainder}${digits.slice(at, at + 7)}`) % 97;
  return remainder;
}

/** IR = 18 27 in the IBAN's letter numbering. */
const countryDigits = '1827';

export function isValidIban(value: string): boolean {
  if (!/^IR\d{24}$/.test(value)) return false;
  return mod97(`${value.slice(4)}${countryDigits}${value.slice(2, 4)}`) === 1;
}

/** The IBAN of a 22-digit BBAN (3-digit bank code, then the account), with its two check digits. */
export function ibanOf(bban: string): string {
  const check = 98 - mod97(`${bban}${countryDigits}00`);
  return `IR${String(check).padStart(2, '0')}${bban}`;
}

export function isValidCardNumber(value: string): boolean {
  if (!/^\d{16}$/.test(value)) return false;
  let sum = 0;
  for (let at = 0; at < 16; at++) {
    let digit = Number(value[at]);
    if (at % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number whose last digit is its Luhn check digit, from its first fifteen. */
export function cardNumberOf(first15: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    const candidate = `${first15}${digit}`;
    if (isValidCardNumber(candidate)) return candidate;
  }
  throw new Error(`cardNumberOf: ${first15} is not fifteen digits`);
}

/** 6037 99** **** 1234: the first six (the bank) and the last four stay readable. */
export function maskCardNumber(value: string): string {
  return `${value.slice(0, 4)} ${value.slice(4, 6)}** **** ${value.slice(12)}`;
}

/** Banks by the 3-digit code of their IBANs and the 6-digit prefixes (BIN) of their cards; key = translation key. */
const banks: { key: string; ibanCode: string; bins: string[] }[] = [
  { key: 'BANK_MELLI', ibanCode: '017', bins: ['603799', '170019'] },
  { key: 'BANK_MELLAT', ibanCode: '012', bins: ['610433', '991975'] },
  { key: 'BANK_TEJARAT', ibanCode: '018', bins: ['627353', '585983'] },
  { key: 'BANK_SADERAT', ibanCode: '019', bins: ['603769'] },
  { key: 'BANK_SEPAH', ibanCode: '015', bins: ['589210'] },
  { key: 'BANK_KESHAVARZI', ibanCode: '016', bins: ['603770', '639217'] },
  { key: 'BANK_MASKAN', ibanCode: '014', bins: ['628023'] },
  { key: 'BANK_REFAH', ibanCode: '013', bins: ['589463'] },
  { key: 'BANK_PARSIAN', ibanCode: '054', bins: ['622106', '627884', '639194'] },
  { key: 'BANK_EN', ibanCode: '055', bins: ['627412'] },
  { key: 'BANK_SAMAN', ibanCode: '056', bins: ['621986'] },
  { key: 'BANK_PASARGAD', ibanCode: '057', bins: ['502229', '639347'] },
  { key: 'BANK_SARMAYEH', ibanCode: '058', bins: ['639607'] },
  { key: 'BANK_SINA', ibanCode: '059', bins: ['639346'] },
  { key: 'BANK_SHAHR', ibanCode: '061', bins: ['502806', '504706'] },
  { key: 'BANK_AYANDEH', ibanCode: '062', bins: ['636214'] },
  { key: 'BANK_DEY', ibanCode: '066', bins: ['502938'] },
  { key: 'BANK_KARAFARIN', ibanCode: '053', bins: ['627488', '502910'] },
  { key: 'BANK_POST', ibanCode: '021', bins: ['627760'] },
  { key: 'BANK_RESALAT', ibanCode: '070', bins: ['504172'] },
];

/** Translation key of the bank, or BANK_UNKNOWN for a code no bank uses. */
export function bankOfIban(iban: string): string {
  return banks.find((bank) => bank.ibanCode === iban.slice(4, 7))?.key ?? 'BANK_UNKNOWN';
}

export function bankOfCard(cardNumber: string): string {
  return banks.find((bank) => bank.bins.includes(cardNumber.slice(0, 6)))?.key ?? 'BANK_UNKNOWN';
}

/** Every bank's key, for the SPA's translations and the tests. */
export const bankKeys = [...banks.map((bank) => bank.key), 'BANK_UNKNOWN'] as const;

/** The bill standard's check digit: weights 2..7 from the right, mod 11, 0 for a remainder under 2. */
export function billCheckDigit(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let at = digits.length - 1; at >= 0; at--) {
    sum += Number(digits[at]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The utility a bill id names by its second-to-last digit. */
export const billTypes = ['WATER', 'ELECTRICITY', 'GAS', 'PHONE', 'MOBILE'] as const;
export type BillType = (typeof billTypes)[number];
const billTypeDigits: Record<string, BillType> = {
  '1': 'WATER',
  '2': 'ELECTRICITY',
  '3': 'GAS',
  '4': 'PHONE',
  '5': 'MOBILE',
};

export function billTypeOf(billId: string): BillType | null {
  return billTypeDigits[billId.at(-2) ?? ''] ?? null;
}

export function isValidBillId(billId: string): boolean {
  if (!/^\d{6,18}$/.test(billId) || billTypeOf(billId) === null) return false;
  return billCheckDigit(billId.slice(0, -1)) === Number(billId.at(-1));
}

/** The payment id's two check digits: its own, then one over the bill id and the payment id together. */
export function isValidPaymentId(billId: string, paymentId: string): boolean {
  if (!/^\d{6,18}$/.test(paymentId)) return false;
  const first = billCheckDigit(paymentId.slice(0, -2)) === Number(paymentId.at(-2));
  return first && billCheckDigit(`${billId}${paymentId.slice(0, -1)}`) === Number(paymentId.at(-1));
}

/** The amount a payment id carries: its digits before the last five are thousands of Rials. */
export function billAmountOf(paymentId: string): number {
  return Number(paymentId.slice(0, -5) || '0') * 1000;
}

/** A bill id (with its check digit) from its body and the type's digit. */
export function billIdOf(body: string, type: BillType): string {
  const withType = `${body}${billTypes.indexOf(type) + 1}`;
  return `${withType}${billCheckDigit(withType)}`;
}

/** A payment id for an amount (Rials, whole thousands), the year's last digit and the period, with both checks. */
export function paymentIdOf(billId: string, amount: number, year: number, period: number): string {
  const body = `${amount / 1000}${year % 10}${String(period).padStart(2, '0')}`;
  const withFirst = `${body}${billCheckDigit(body)}`;
  return `${withFirst}${billCheckDigit(`${billId}${withFirst}`)}`;
}
