import { fromJalali, jalaliMonthNames } from '../accounting/calendar.ts';
import { type Random, seededRandom } from './random.ts';
import { type SeedPeriod, seedHistoryYear } from './seed-years.ts';

/** A line of a seeded voucher, naming its moein account by code (the company's ids differ). */
export interface SeedLine {
  code: string;
  tafsiliId?: number | undefined;
  debit?: number;
  credit?: number;
  description?: string;
}

export interface SeedVoucher {
  date: string;
  description: string;
  final: boolean;
  lines: SeedLine[];
}

export interface SeedParties {
  bank: number;
  cash: number;
  customers: { id: number; name: string }[];
  suppliers: { id: number; name: string }[];
}

/** Amounts end in whole thousands of Tomans (10,000 Rials), as Iranian books show them. */
const rials = (random: Random, min: number, max: number) => Math.round(random.int(min, max) / 10_000) * 10_000;
const vatOf = (net: number) => Math.round(net / 10 / 10_000) * 10_000;
/** One month of a small shop: a credit purchase, a credit sale, the customer paying, rent, wages and utilities. */
function monthVouchers(
  random: Random,
  parties: SeedParties,
  year: number,
  month: number,
  final: boolean,
): SeedVoucher[] {
  const on = (day: number) => fromJalali({ year, month, day });
  const name = jalaliMonthNames[month - 1] ?? '';
  const supplier = random.pick(parties.suppliers);
  const customer = random.pick(parties.customers);
  const bought = rials(random, 300_000_000, 900_000_000);
  const sold = rials(random, 600_000_000, 1_600_000_000);
  const paid = Math.round(((sold + vatOf(sold)) * 0.6) / 10_000) * 10_000;
  const utilities = rials(random, 8_000_000, 25_000_000);
  return [
    {
      date: on(3),
      description: `خرید نسیه کالا از ${supplier.name}`,
      final,
      lines: [
        { code: '7102', debit: bought, description: 'خرید کالا' },
        { code: '1301', debit: vatOf(bought), description: 'مالیات بر ارزش افزوده خرید' },
        { code: '3101', tafsiliId: supplier.id, credit: bought + vatOf(bought) },
      ],
    },
    {
      date: on(10),
      description: `فروش نسیه کالا به ${customer.name}`,
      final,
      lines: [
        { code: '1201', tafsiliId: customer.id, debit: sold + vatOf(sold) },
        { code: '6101', credit: sold, description: 'فروش کالا' },
        { code: '3201', credit: vatOf(sold), description: 'مالیات بر ارزش افزوده فروش' },
      ],
    },
    {
      date: on(18),
      description: `دریافت از ${customer.name} به حساب بانک`,
      final,
      lines: [
        { code: '1102', tafsiliId: parties.bank, debit: paid },
        { code: '1201', tafsiliId: customer.id, credit: paid },
      ],
    },
    {
      date: on(1),
      description: `اجاره مغازه ${name}`,
      final,
      lines: [
        { code: '8103', debit: 150_000_000 },
        { code: '1102', tafsiliId: parties.bank, credit: 150_000_000 },
      ],
    },
    {
      date: on(29),
      description: `حقوق کارکنان ${name}`,
      final,
      lines: [
        { code: '8101', debit: 420_000_000 },
        { code: '8102', debit: 84_000_000, description: 'بیمه سهم کارفرما' },
        { code: '1102', tafsiliId: parties.bank, credit: 390_000_000 },
        { code: '3203', credit: 114_000_000, description: 'بیمه سهم کارگر و کارفرما' },
      ],
    },
    {
      date: on(25),
      description: `قبض آب، برق و گاز ${name}`,
      final,
      lines: [
        { code: '8104', debit: utilities },
        { code: '1101', tafsiliId: parties.cash, credit: utilities },
      ],
    },
  ];
}

/**
 * A seeded year of a company: in the first (history) year the owner's capital on 1 Farvardin, then each month's
 * trading up to the period's last day. A closed year's vouchers are all FINAL (it is closed once the rest of its
 * records are in); the current year's are FINAL up to three months back and TEMPORARY since, as an accountant's books
 * look mid-year. Sorted by date, which is also the numbering order.
 */
export function seedVoucherSpecs(companyId: number, parties: SeedParties, period: SeedPeriod): SeedVoucher[] {
  const random = seededRandom(companyId * 104_723 + period.year);
  const capital: SeedVoucher = {
    date: period.first,
    description: 'آورده نقدی سرمایه‌گذاران',
    final: true,
    lines: [
      { code: '1102', tafsiliId: parties.bank, debit: 5_000_000_000 },
      { code: '1101', tafsiliId: parties.cash, debit: 200_000_000 },
      { code: '5101', credit: 5_200_000_000 },
    ],
  };
  const months = Array.from({ length: period.lastMonth }, (_, index) =>
    monthVouchers(random, parties, period.year, index + 1, period.closed || index + 1 <= period.lastMonth - 3),
  )
    .flat()
    .filter((voucher) => voucher.date <= period.last);
  return [...(period.year === seedHistoryYear ? [capital] : []), ...months].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
}
