import { fromJalali } from '../accounting/calendar.ts';
import { type Random, seededRandom } from './random.ts';
import { type SeedPeriod, seedHistoryYear } from './seed-years.ts';

/*
 * The treasury a seeded company keeps, as data: its places (the books' bank account 20001, cash box 30001 and petty
 * cash 30002 adopted, plus a second cash box and two more banks), two partners, and a year of money moved between
 * them. mock-api's seed writes it through the treasury's own domain, so every voucher obeys the live rules.
 */

/** An Iranian IBAN: "IR", the ISO 7064 mod-97 check digits, the bank's 3-digit code and a 19-digit account. */
export function ibanOf(bankCode: string, account: string): string {
  const bban = bankCode + account.padStart(19, '0');
  const check = 98n - (BigInt(`${bban}182700`) % 97n);
  return `IR${String(check).padStart(2, '0')}${bban}`;
}

/** A 16-digit card number from a bank's 6-digit BIN whose last digit makes the Luhn check hold. */
export function cardOf(bin: string, body: string): string {
  const partial = (bin + body).slice(0, 15).padEnd(15, '0');
  const sum = [...partial].reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return partial + String((10 - (sum % 10)) % 10);
}

export interface SeedPlace {
  kind: 'CASH_BOX' | 'BANK_ACCOUNT' | 'PETTY_CASH';
  /** The books' tafsili code it adopts, when it is one of theirs. */
  adopts?: string;
  name: string;
  bankName?: string;
  branch?: string;
  accountNumber?: string;
  iban?: string;
  cardNumber?: string;
  holderName?: string;
  cashLimit?: number;
  openingBalance: number;
}

export function seedPlaces(companyId: number): SeedPlace[] {
  const tail = String(companyId).padStart(2, '0');
  return [
    {
      kind: 'BANK_ACCOUNT',
      adopts: '20001',
      name: 'بانک ملت — حساب جاری',
      bankName: 'بانک ملت',
      branch: 'شعبه میدان ونک',
      accountNumber: `48213${tail}907`,
      iban: ibanOf('012', `0000048213${tail}907`),
      cardNumber: cardOf('610433', `7204${tail}19`),
      openingBalance: 0,
    },
    { kind: 'CASH_BOX', adopts: '30001', name: 'صندوق فروشگاه', openingBalance: 0 },
    {
      kind: 'PETTY_CASH',
      adopts: '30002',
      name: 'تنخواه‌گردان دفتر',
      holderName: 'رضا کریمی',
      cashLimit: 50_000_000,
      openingBalance: 0,
    },
    { kind: 'CASH_BOX', name: 'صندوق دفتر مرکزی', openingBalance: 35_000_000 },
    {
      kind: 'BANK_ACCOUNT',
      name: 'بانک سامان — سپرده کوتاه‌مدت',
      bankName: 'بانک سامان',
      branch: 'شعبه سعادت‌آباد',
      accountNumber: `8491${tail}00266`,
      iban: ibanOf('056', `000849${tail}100266`),
      openingBalance: 420_000_000,
    },
    {
      kind: 'BANK_ACCOUNT',
      name: 'بانک ملی — حساب جاری',
      bankName: 'بانک ملی ایران',
      branch: 'شعبه بازار تهران',
      accountNumber: `0106${tail}55431`,
      iban: ibanOf('017', `00000106${tail}55431`),
      cardNumber: cardOf('603799', `1130${tail}52`),
      openingBalance: 180_000_000,
    },
  ];
}

export const seedPartners = [
  { name: 'علی رضایی', shareBasisPoints: 6000, mobile: '09121234567' },
  { name: 'سارا محمدی', shareBasisPoints: 4000, mobile: '09351234567' },
];

/** One document of the seeded year, naming places by their index in seedPlaces and partners by index. */
export type SeedMove =
  | {
      type: 'TRANSFER';
      kind: 'TRANSFER' | 'ADVANCE' | 'REPLENISHMENT';
      date: string;
      from: number;
      to: number;
      amount: number;
      fee: number;
      description: string;
    }
  | { type: 'SETTLEMENT'; date: string; holder: number; lines: { code: string; amount: number; description: string }[] }
  | {
      type: 'OWNER';
      kind: 'CONTRIBUTION' | 'WITHDRAWAL';
      date: string;
      partner: number;
      place: number;
      amount: number;
    };

const toman = (random: Random, min: number, max: number) => Math.round(random.int(min, max) / 100_000) * 100_000;
const pettyExpenses = [
  { code: '8107', description: 'کرایه پیک و تاکسی' },
  { code: '8106', description: 'لوازم‌التحریر و کاغذ' },
  { code: '8110', description: 'تعمیر جزئی' },
  { code: '8105', description: 'شارژ تلفن همراه' },
  { code: '8301', description: 'پذیرایی و آبدارخانه' },
];
const bank = 0;
const cash = 1;
const petty = 2;
const officeCash = 3;
const saman = 4;
const melli = 5;

/**
 * A seeded period's documents, in date order up to its last day. In the first (history) year the partners'
 * contributions and the petty cash's first advance at the start; each month change for the till and its takings
 * deposited at the bank at the month's end, the office's cash deposited and drawn, money moved through the Melli
 * account into the Saman deposit and back, petty cash settled and topped up and, from the history year's third month
 * on, the partners' drawings.
 */
export function seedMoves(companyId: number, period: SeedPeriod): SeedMove[] {
  const first = period.year === seedHistoryYear;
  // 1405 keeps the draws it had when it was the only seeded year.
  const random = seededRandom(16_000 + companyId + (period.year - 1405) * 1_000);
  // Each partner pays their share of the capital into the bank on 5 Farvardin.
  const contribution = (partner: number, amount: number): SeedMove => ({
    type: 'OWNER',
    kind: 'CONTRIBUTION',
    date: fromJalali({ year: period.year, month: 1, day: 5 }),
    partner,
    place: bank,
    amount,
  });
  const opening: SeedMove[] = [
    contribution(0, 600_000_000),
    contribution(1, 400_000_000),
    {
      type: 'TRANSFER',
      kind: 'ADVANCE',
      date: fromJalali({ year: period.year, month: 1, day: 1 }),
      from: bank,
      to: petty,
      amount: 30_000_000,
      fee: 0,
      description: 'پرداخت تنخواه به رضا کریمی',
    },
  ];
  const moves = first ? opening : [];
  for (let month = 1; month <= period.lastMonth; month += 1) {
    const on = (day: number) => fromJalali({ year: period.year, month, day });
    const transfer = (day: number, from: number, to: number, amount: number, fee: number, description: string) =>
      moves.push({ type: 'TRANSFER', kind: 'TRANSFER', date: on(day), from, to, amount, fee, description });
    transfer(3, bank, melli, toman(random, 50_000_000, 90_000_000), 0, 'تأمین موجودی حساب ملی');
    transfer(2, bank, cash, toman(random, 3_000_000, 8_000_000), 0, 'پول خرد برای صندوق فروشگاه');
    // The till's takings go to the bank at the month's end (from the second month: the first builds the float).
    if (!first || month > 1) {
      transfer(28, cash, bank, toman(random, 350_000_000, 500_000_000), 0, 'واریز وجوه صندوق فروشگاه به بانک');
    }
    transfer(8, officeCash, bank, toman(random, 5_000_000, 12_000_000), 0, 'واریز وجه نقد دفتر به بانک');
    transfer(12, bank, officeCash, toman(random, 10_000_000, 20_000_000), 0, 'برداشت از بانک برای هزینه‌های دفتر');
    transfer(15, melli, saman, toman(random, 20_000_000, 60_000_000), 30_000, 'انتقال پایا به سپرده سامان');
    transfer(20, saman, bank, toman(random, 30_000_000, 70_000_000), 20_000, 'انتقال ساتنا به حساب جاری');
    const spent = pettyExpenses
      .filter(() => random.chance(0.6))
      .map((expense) => ({ ...expense, amount: toman(random, 800_000, 4_500_000) }));
    if (spent.length > 0) {
      moves.push({ type: 'SETTLEMENT', date: on(24), holder: petty, lines: spent });
    }
    // The holder is topped up by what was settled and about what the month's couriers took (the income and expense
    // seed pays them from petty cash), so the petty cash neither runs dry nor piles up over the seeded years.
    const settled = spent.reduce((sum, line) => sum + line.amount, 0);
    moves.push({
      type: 'TRANSFER',
      kind: 'REPLENISHMENT',
      date: on(26),
      from: bank,
      to: petty,
      amount: settled + toman(random, 4_000_000, 7_000_000),
      fee: 0,
      description: 'شارژ تنخواه',
    });
    if (month >= 3 || !first) {
      moves.push({
        type: 'OWNER',
        kind: 'WITHDRAWAL',
        date: on(28),
        partner: month % 2,
        place: melli,
        amount: toman(random, 5_000_000, 15_000_000),
      });
    }
  }
  return moves
    .filter((move) => move.date <= period.last)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
