import { fromJalali } from '../accounting/calendar.ts';
import { type Random, seededRandom } from './random.ts';

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
const monthNames = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان'];

/** One month of a small shop: a credit purchase, a credit sale, the customer paying, rent, wages and utilities. */
function monthVouchers(random: Random, parties: SeedParties, month: number): SeedVoucher[] {
  const on = (day: number) => fromJalali({ year: 1405, month, day });
  const name = monthNames[month - 1] ?? '';
  const supplier = random.pick(parties.suppliers);
  const customer = random.pick(parties.customers);
  const bought = rials(random, 300_000_000, 900_000_000);
  const sold = rials(random, 600_000_000, 1_600_000_000);
  const paid = Math.round(((sold + vatOf(sold)) * 0.6) / 10_000) * 10_000;
  const utilities = rials(random, 8_000_000, 25_000_000);
  const final = month <= 6;
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
 * The seeded year 1405 of a company: the owner's capital on 1 Farvardin, then eight months of trading. The first
 * six months are FINAL, the last two still TEMPORARY, as an accountant's books look in Aban. Sorted by date, which
 * is also the numbering order.
 */
export function seedVoucherSpecs(companyId: number, parties: SeedParties): SeedVoucher[] {
  const random = seededRandom(companyId * 104_723);
  const capital: SeedVoucher = {
    date: fromJalali({ year: 1405, month: 1, day: 1 }),
    description: 'آورده نقدی سرمایه‌گذاران',
    final: true,
    lines: [
      { code: '1102', tafsiliId: parties.bank, debit: 5_000_000_000 },
      { code: '1101', tafsiliId: parties.cash, debit: 200_000_000 },
      { code: '5101', credit: 5_200_000_000 },
    ],
  };
  const months = Array.from({ length: 8 }, (_, index) => monthVouchers(random, parties, index + 1)).flat();
  return [capital, ...months].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
