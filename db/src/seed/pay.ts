import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { linkPurchases, paymentLinks, terminals } from '../schema/pay.ts';
import { searchTextOf } from '../text/search-text.ts';
import { firstNames, lastNames } from './persian-people.ts';
import { seededRandom } from './random.ts';

type NewLink = typeof paymentLinks.$inferInsert;

/**
 * Arman's terminals (seeded in accounts.ts) get their kind's settings, and the two active ones links and purchases.
 * Purchases fall on the 40 days up to the day of the first seed (Tehran), so the dashboard's today and month are not
 * empty on a fresh database; ids, tokens and tracking numbers are fixed, so a second run adds nothing.
 */
const links: NewLink[] = [
  {
    id: 1,
    terminalId: 1,
    token: 'ArmanPay2024',
    kind: 'PAYMENT',
    title: 'پرداخت صورتحساب مشتریان',
    description: 'پرداخت آنلاین فاکتورهای بازرگانی آرمان؛ مبلغ فاکتور را وارد کنید.',
    amountMode: 'PAYER',
    minAmount: 100_000,
    maxAmount: 500_000_000,
    searchText: '',
  },
  {
    id: 2,
    terminalId: 1,
    token: 'ArmanTeaBox5',
    kind: 'PURCHASE',
    title: 'بستهٔ هدیه چای و زعفران',
    description: 'ارسال رایگان در تهران؛ تحویل دو تا سه روز کاری.',
    amountMode: 'FIXED',
    amount: 12_500_000,
    usageLimit: 200,
    searchText: '',
  },
  {
    id: 3,
    terminalId: 1,
    token: 'ArmanExpo1405',
    kind: 'EVENT',
    title: 'کارگاه آموزش حسابداری فروشگاهی',
    description: 'سالن همایش بازرگانی آرمان، ساعت ۱۶ تا ۱۹.',
    amountMode: 'FIXED',
    amount: 8_000_000,
    usageLimit: 40,
    eventOn: '2027-01-14',
    searchText: '',
  },
  {
    id: 4,
    terminalId: 2,
    token: 'ArmanShopCart',
    kind: 'PAYMENT',
    title: 'پیش‌پرداخت سفارش عمده',
    description: null,
    amountMode: 'FIXED',
    amount: 50_000_000,
    searchText: '',
  },
  {
    id: 5,
    terminalId: 2,
    token: 'ArmanOldPromo',
    kind: 'PAYMENT',
    title: 'جشنواره تابستانه (پایان‌یافته)',
    description: 'تخفیف ویژه تابستان ۱۴۰۵.',
    amountMode: 'FIXED',
    amount: 3_000_000,
    expiresOn: '2026-09-22',
    active: false,
    searchText: '',
  },
];

const dayMs = 86_400_000;
const tehranDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(ms));

/** Card prefixes (BIN) of Melli, Mellat, Saderat, Tejarat, Saman and Pasargad; the middle is masked anyway. */
const bins = ['603799', '610433', '603769', '627353', '621986', '502229'];

export function seedPay(db: Queryable, now: Date = new Date()): void {
  db.update(terminals)
    .set({ siteUrl: 'https://shop.arman-trading.ir', callbackUrl: 'https://shop.arman-trading.ir/payment/return' })
    .where(and(eq(terminals.id, 2), isNull(terminals.siteUrl)))
    .run();
  db.update(terminals)
    .set({ settlementIban: 'IR050170000000123456789012', settlementSchedule: 'DAILY' })
    .where(and(eq(terminals.id, 3), isNull(terminals.settlementIban)))
    .run();
  db.update(terminals)
    .set({ activatedAt: '2026-04-02T06:30:00.000Z' })
    .where(and(eq(terminals.active, true), isNull(terminals.activatedAt)))
    .run();
  const ownTerminals = new Set(
    db
      .select({ id: terminals.id })
      .from(terminals)
      .where(eq(terminals.companyId, 1))
      .all()
      .map((row) => row.id),
  );
  if (!ownTerminals.has(1) || !ownTerminals.has(2)) return;
  for (const link of links) {
    db.insert(paymentLinks)
      .values({ ...link, searchText: searchTextOf(link.title, link.description) })
      .onConflictDoNothing()
      .run();
  }
  const fresh = db.select({ id: linkPurchases.id }).from(linkPurchases).limit(1).all().length === 0;
  if (fresh) seedPurchases(db, now);
}

/** The purchases (by their place in the seed's sequence) recorded by hand, with how they were taken. */
const manualNotes = new Map([
  [6, 'نقدی، دم در'],
  [17, 'کارت به کارت'],
  [31, 'کارت‌خوان فروشگاه'],
]);

function seedPurchases(db: Queryable, now: Date): void {
  const random = seededRandom(1405_17);
  const payable = links.filter((link) => link.active !== false);
  const used = new Map<number, { count: number; amount: number }>();
  for (let index = 0; index < 60; index++) {
    const link = random.pick(payable);
    const daysAgo = index < 4 ? 0 : random.int(0, 40);
    const paidAt = new Date(now.getTime() - daysAgo * dayMs - random.int(0, 8 * 3600) * 1000);
    const amount = link.amount ?? random.int(2, 600) * 100_000;
    const payerName = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const payerMobile = `0912${random.digits(7)}`;
    const card = `${random.pick(bins)}******${random.digits(4)}`;
    const serial = `7${String(index).padStart(3, '0')}${random.digits(8)}`;
    // A few were taken outside the link's page and recorded by hand (no card, a reference of their own, a note).
    const note = manualNotes.get(index) ?? null;
    const cardMasked = note ? '' : card;
    const reference = note ? `M${serial}` : serial;
    db.insert(linkPurchases)
      .values({
        terminalId: link.terminalId,
        linkId: link.id as number,
        amount,
        cardMasked,
        payerName,
        payerMobile,
        reference,
        paidAt: paidAt.toISOString(),
        paidOn: tehranDay(paidAt.getTime()),
        searchText: searchTextOf(payerName, payerMobile, reference, cardMasked.slice(-4), link.title, note),
        manual: note !== null,
        note,
      })
      .run();
    const sum = used.get(link.id as number) ?? { count: 0, amount: 0 };
    used.set(link.id as number, { count: sum.count + 1, amount: sum.amount + amount });
  }
  for (const [id, sum] of used) {
    db.update(paymentLinks).set({ usedCount: sum.count, collected: sum.amount }).where(eq(paymentLinks.id, id)).run();
  }
}
