import { fromJalali, jalaliMonthNames } from '../accounting/calendar.ts';
import type { MoneyRecordKind } from '../schema/money-records.ts';
import type { Random } from './random.ts';

/** One seeded record before it meets the company's ids: its category by chart code and its place by kind. */
export interface PlannedRecord {
  kind: MoneyRecordKind;
  date: string;
  categoryCode: string;
  amount: number;
  vatRate: number;
  treasury: 'BANK_ACCOUNT' | 'CASH_BOX' | 'PETTY_CASH';
  /** A supplier drawn for the record (a repair shop, a stationer), when it names one. */
  withSupplier: boolean;
  description: string;
  reference: string | null;
}

/** Amounts end in whole thousands of Tomans (10,000 Rials), as Iranian bills and receipts show them. */
const rials = (random: Random, min: number, max: number) => Math.round(random.int(min, max) / 10_000) * 10_000;

/**
 * A month of a small shop's money outside invoices: rent and wages from the bank, the utility, telephone and
 * internet bills with 10% VAT, bank charges, couriers paid from petty cash, stationery from the cash box (after the month's
 * scrap sale, so the box never runs dry), repairs from the bank; bank interest into the bank and sundry income (scrap cardboard, a delivery charge) into the cash box. Days
 * after `lastDay` (today, in the current month) are left out.
 */
export function plannedMonth(random: Random, year: number, month: number, lastDay: number): PlannedRecord[] {
  const name = jalaliMonthNames[month - 1] ?? '';
  // Esfand has 29 days but in a leap year: its length is the gap to the next 1 Farvardin.
  const length =
    month <= 6
      ? 31
      : month < 12
        ? 30
        : (Date.parse(fromJalali({ year: year + 1, month: 1, day: 1 })) -
            Date.parse(fromJalali({ year, month: 12, day: 1 }))) /
          86_400_000;
  const on = (day: number) => fromJalali({ year, month, day: Math.min(day, length) });
  const mm = String(month).padStart(2, '0');
  const expense = (day: number, record: Omit<PlannedRecord, 'kind' | 'date'>): [number, PlannedRecord] => [
    day,
    { kind: 'EXPENSE', date: on(day), ...record },
  ];
  const income = (day: number, record: Omit<PlannedRecord, 'kind' | 'date'>): [number, PlannedRecord] => [
    day,
    { kind: 'INCOME', date: on(day), ...record },
  ];
  const bank = { treasury: 'BANK_ACCOUNT' as const, withSupplier: false };
  const planned: [number, PlannedRecord][] = [
    expense(1, {
      ...bank,
      categoryCode: '8103',
      amount: 150_000_000,
      vatRate: 0,
      description: `اجاره مغازه ${name}`,
      reference: `RC-${year}-${mm}`,
    }),
    expense(5, {
      ...bank,
      categoryCode: '8104',
      amount: rials(random, 6_000_000, 22_000_000),
      vatRate: 10,
      description: `قبض برق ${name}`,
      reference: random.digits(13),
    }),
    expense(9, {
      ...bank,
      categoryCode: '8105',
      amount: rials(random, 3_500_000, 6_000_000),
      vatRate: 10,
      description: `اینترنت ثابت و تلفن ${name}`,
      reference: random.digits(10),
    }),
    expense(12, {
      ...bank,
      categoryCode: '8104',
      amount: rials(random, 1_500_000, 5_000_000),
      vatRate: 10,
      description: `قبض آب و گاز ${name}`,
      reference: random.digits(13),
    }),
    expense(29, {
      ...bank,
      categoryCode: '8101',
      amount: rials(random, 420_000_000, 480_000_000),
      vatRate: 0,
      description: `حقوق و دستمزد کارکنان ${name}`,
      reference: null,
    }),
    expense(29, {
      ...bank,
      categoryCode: '8102',
      amount: rials(random, 90_000_000, 105_000_000),
      vatRate: 0,
      description: `بیمه سهم کارفرما ${name}`,
      reference: random.digits(8),
    }),
    expense(30, {
      ...bank,
      categoryCode: '8201',
      amount: rials(random, 150_000, 650_000),
      vatRate: 0,
      description: `کارمزد خدمات بانکی ${name}`,
      reference: null,
    }),
    income(30, {
      ...bank,
      categoryCode: '6301',
      amount: rials(random, 5_000_000, 12_000_000),
      vatRate: 0,
      description: `سود سپرده کوتاه‌مدت ${name}`,
      reference: null,
    }),
    income(14, {
      treasury: 'CASH_BOX',
      withSupplier: false,
      categoryCode: '6302',
      amount: rials(random, 8_000_000, 20_000_000),
      vatRate: 0,
      description: 'فروش ضایعات کارتن و بسته‌بندی',
      reference: null,
    }),
    expense(16, {
      treasury: 'CASH_BOX',
      withSupplier: true,
      categoryCode: '8106',
      amount: rials(random, 1_200_000, 5_500_000),
      vatRate: 0,
      description: 'خرید لوازم‌التحریر و کاغذ فاکتور',
      reference: random.digits(6),
    }),
  ];
  for (let trip = 0; trip < random.int(2, 4); trip += 1) {
    const day = random.int(2, 28);
    planned.push(
      expense(day, {
        treasury: 'PETTY_CASH',
        withSupplier: false,
        categoryCode: '8107',
        amount: rials(random, 400_000, 2_800_000),
        vatRate: 0,
        description: random.pick(['کرایه پیک موتوری', 'حمل کالا با وانت', 'کرایه تاکسی اینترنتی برای تحویل سفارش']),
        reference: null,
      }),
    );
  }
  /** A record some months have (`chance` of them), on a day from the 3rd to the 27th. */
  const sometimes = (chance: number, record: (day: number) => [number, PlannedRecord]) => {
    if (random.chance(chance)) planned.push(record(random.int(3, 27)));
  };
  sometimes(0.4, (day) =>
    income(day, {
      treasury: 'CASH_BOX',
      withSupplier: false,
      categoryCode: '6302',
      amount: rials(random, 2_000_000, 6_000_000),
      vatRate: 0,
      description: 'دریافت هزینه ارسال از مشتری حضوری',
      reference: null,
    }),
  );
  sometimes(0.3, (day) =>
    expense(day, {
      treasury: 'BANK_ACCOUNT',
      withSupplier: true,
      categoryCode: '8110',
      amount: rials(random, 2_500_000, 9_000_000),
      vatRate: 10,
      description: 'تعمیر یخچال ویترینی',
      reference: random.digits(6),
    }),
  );
  return planned
    .filter(([day]) => day <= lastDay)
    .sort((a, b) => a[0] - b[0])
    .map(([, record]) => record);
}
