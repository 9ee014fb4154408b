import type { bankTransactions } from '../schema/banking.ts';
import { seededRandom } from './random.ts';

type NewTransaction = typeof bankTransactions.$inferInsert;
type Category = NewTransaction['category'];

/** What kind of account the history is of: a shop's current account moves every day, a deposit once a month. */
export interface HistorySpec {
  userId: number;
  depositId: string;
  cardId: string | null;
  /** Drawn once per deposit, so each has its own history and every run the same one. */
  seed: number;
  opening: number;
  /** How big the business is: amounts are multiplied by it. */
  scale: number;
  profile: 'SHOP' | 'DEPOSIT';
  /** Four digits that start every reference of this deposit, so references never collide. */
  referencePrefix: string;
}

/** Mordad 10 to Azar 3, 1405: four months of history, fixed so the seed is the same on every run. */
export const historyStart = '2026-08-01';
export const historyEnd = '2026-11-24';
/** The first days of Shahrivar, Mehr, Aban and Azar 1405 (rent) and the days before them (wages). */
const monthStarts = ['2026-08-23', '2026-09-23', '2026-10-23', '2026-11-22'];
const monthEnds = ['2026-08-22', '2026-09-22', '2026-10-22', '2026-11-21'];
const billDays = ['2026-08-10', '2026-09-08', '2026-10-09', '2026-11-10'];

const suppliers = [
  'پخش سپید',
  'صنایع غذایی مهرام',
  'بازرگانی کیان',
  'شرکت لبنیات پگاه',
  'توزیع آریا',
  'چاپ و بسته‌بندی نگین',
];
const customers = ['فروشگاه ستاره', 'رستوران زیتون', 'حمید رستمی', 'هتل پارسیان', 'کترینگ الماس', 'زهرا محمدی'];
const shops = ['هایپرمی', 'فروشگاه افق کوروش', 'جایگاه سوخت', 'لوازم‌التحریر مهر', 'اسنپ‌فود'];

const round = (rials: number) => Math.round(rials / 10_000) * 10_000;

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A deposit's movements over the four months, oldest first, each with the balance after it; the last balance is the
 * deposit's. Debits the balance cannot carry are left out, so no balance ever goes below zero.
 */
export function bankHistory(spec: HistorySpec): { rows: NewTransaction[]; closing: number } {
  const random = seededRandom(spec.seed);
  const rows: NewTransaction[] = [];
  let balance = 0;
  // Minutes after midnight UTC of the day's last movement: each next one is later, so time order is balance order.
  let clock = { day: '', minutes: 0 };
  const move = (
    day: string,
    direction: 'CREDIT' | 'DEBIT',
    amount: number,
    category: Category,
    description: string,
    extra: { counterparty?: string; cardId?: string | null } = {},
  ) => {
    if (amount <= 0 || (direction === 'DEBIT' && amount > balance)) return;
    balance += direction === 'CREDIT' ? amount : -amount;
    // From 09:00 in Tehran (05:30 UTC), written in UTC as the API answers.
    clock = { day, minutes: (clock.day === day ? clock.minutes : 5 * 60 + 30) + random.int(5, 50) };
    const minutes = clock.minutes;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    rows.push({
      userId: spec.userId,
      depositId: spec.depositId,
      cardId: extra.cardId ?? null,
      occurredAt: `${day}T${time}:00.000Z`,
      amount,
      direction,
      category,
      description,
      counterparty: extra.counterparty ?? null,
      balanceAfter: balance,
      reference: `${spec.referencePrefix}${String(rows.length + 1).padStart(8, '0')}`,
    });
  };

  move(historyStart, 'CREDIT', spec.opening, 'OTHER', 'مانده منتقل‌شده از سامانه قبلی');
  const scale = spec.scale;
  for (let day = addDays(historyStart, 1); day <= historyEnd; day = addDays(day, 1)) {
    const friday = new Date(`${day}T00:00:00Z`).getUTCDay() === 5;
    const monthAt = monthStarts.indexOf(day);
    if (spec.profile === 'DEPOSIT') {
      if (monthAt >= 0) move(day, 'CREDIT', round(spec.opening * 0.015), 'OTHER', 'سود ماهانه سپرده');
      if (monthEnds.includes(day) && random.chance(0.5)) {
        move(day, 'CREDIT', round(random.int(20, 80) * 1_000_000 * scale), 'TRANSFER', 'واریز پس‌انداز ماهانه');
      }
      continue;
    }
    if (monthAt >= 0)
      move(day, 'DEBIT', round(85_000_000 * scale), 'RENT', 'اجاره ماهانه مغازه', { counterparty: 'حسن نوروزی' });
    if (monthEnds.includes(day)) {
      move(day, 'DEBIT', round(random.int(180, 240) * 1_000_000 * scale), 'SALARY', 'پرداخت حقوق کارکنان');
      move(day, 'DEBIT', 185_000, 'FEE', 'کارمزد خدمات بانکی');
    }
    if (billDays.includes(day)) {
      move(day, 'DEBIT', round(random.int(18, 45) * 100_000 * scale), 'BILL', 'پرداخت قبض برق');
      move(day, 'DEBIT', round(random.int(6, 16) * 100_000 * scale), 'BILL', 'پرداخت قبض آب');
      move(day, 'DEBIT', round(random.int(8, 30) * 100_000 * scale), 'BILL', 'پرداخت قبض گاز');
    }
    if (day === '2026-10-20') move(day, 'DEBIT', round(62_000_000 * scale), 'TAX', 'مالیات بر ارزش افزوده فصل تابستان');
    if (friday) continue;
    for (let sale = random.int(1, 3); sale > 0; sale--) {
      move(day, 'CREDIT', round(random.int(20, 150) * 100_000 * scale), 'SALES', 'واریز فروش کارت‌خوان');
    }
    if (random.chance(0.25)) {
      const customer = random.pick(customers);
      move(day, 'CREDIT', round(random.int(10, 90) * 1_000_000 * scale), 'TRANSFER', `واریز از ${customer}`, {
        counterparty: customer,
      });
    }
    if (random.chance(0.35)) {
      const supplier = random.pick(suppliers);
      move(day, 'DEBIT', round(random.int(8, 60) * 1_000_000 * scale), 'SUPPLIES', `خرید کالا از ${supplier}`, {
        counterparty: supplier,
      });
    }
    if (spec.cardId && random.chance(0.3)) {
      const shop = random.pick(shops);
      move(day, 'DEBIT', round(random.int(5, 60) * 100_000 * scale), 'SUPPLIES', `خرید با کارت از ${shop}`, {
        counterparty: shop,
        cardId: spec.cardId,
      });
    }
    if (random.chance(0.06)) move(day, 'DEBIT', round(random.int(5, 20) * 1_000_000), 'CASH', 'برداشت نقدی از شعبه');
  }
  return { rows, closing: balance };
}
