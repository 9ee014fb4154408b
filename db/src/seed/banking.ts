import { bankBills, bankCards, bankingCodes, bankTransactions, deposits, savedAccounts } from '../schema/banking.ts';
import type { Queryable } from '../client.ts';
import { seededUsers } from './accounts.ts';
import { bankHistory, type HistorySpec } from './banking-history.ts';

/** One banking code per seeded user with a company; /banking?code=… exchanges it for a banking token. */
export const seededBankingCodes = {
  admin: 'BANK-DEMO-ADMIN',
  user: 'BANK-DEMO-USER',
} as const;

type NewDeposit = Omit<typeof deposits.$inferInsert, 'userId' | 'balance'>;
type NewCard = Omit<typeof bankCards.$inferInsert, 'userId'>;
type NewBill = Omit<typeof bankBills.$inferInsert, 'userId'>;
type NewSavedAccount = Omit<typeof savedAccounts.$inferInsert, 'userId'>;

/** What one banking customer holds; numbers carry valid check digits (IBAN mod 97, Luhn, the bill standard). */
export interface BankProfile {
  deposits: (NewDeposit & Pick<HistorySpec, 'opening' | 'scale' | 'profile' | 'seed' | 'referencePrefix'>)[];
  cards: NewCard[];
  bills: NewBill[];
  savedAccounts: NewSavedAccount[];
}

/** A trading company's bank: a busy current account, a short-term deposit, two cards (one blocked). */
const armanBank: BankProfile = {
  deposits: [
    {
      id: 'dep-1001',
      number: '0101-850-1234567-1',
      iban: 'IR820540102680020817909002',
      title: 'حساب جاری بازرگانی آرمان',
      type: 'CURRENT',
      dailyLimit: 3_000_000_000,
      opening: 1_250_000_000,
      scale: 1,
      profile: 'SHOP',
      seed: 1001,
      referencePrefix: '1405',
    },
    {
      id: 'dep-1002',
      number: '0101-870-7654321-1',
      iban: 'IR550540102680020817909003',
      title: 'سپرده کوتاه‌مدت',
      type: 'SHORT_TERM',
      dailyLimit: 1_000_000_000,
      opening: 480_000_000,
      scale: 1,
      profile: 'DEPOSIT',
      seed: 1002,
      referencePrefix: '1406',
    },
  ],
  cards: [
    {
      id: 'card-1001',
      depositId: 'dep-1001',
      number: '6221061026808172',
      holder: 'مریم احمدی',
      expiry: '1408/06',
      dailyLimit: 150_000_000,
    },
    {
      id: 'card-1002',
      depositId: 'dep-1001',
      number: '6221061026809006',
      holder: 'مریم احمدی',
      expiry: '1407/11',
      blocked: true,
      dailyLimit: 50_000_000,
    },
  ],
  bills: [
    bill('ELECTRICITY', 'برق فروشگاه مرکزی', '8842315728', '326450890', '2026-12-05'),
    bill('WATER', 'آب فروشگاه مرکزی', '3124567890114', '184550800', '2026-12-08'),
    bill('GAS', 'گاز انبار', '621457837', '215750890', '2026-12-10'),
    bill('PHONE', 'تلفن ثابت دفتر', '218877665548', '98550844', '2026-12-01', '2026-11-18T08:12:00.000Z'),
    bill('MOBILE', 'همراه مدیر فروش', '912123456750', '142050800', '2026-12-03'),
    bill('ELECTRICITY', 'برق فروشگاه مرکزی (مهر)', '8842315728', '412050756', '2026-11-05', '2026-11-02T07:40:00.000Z'),
  ],
  savedAccounts: [
    { name: 'پخش سپید', kind: 'IBAN', value: 'IR970170000000234567890001', bank: 'BANK_MELLI' },
    { name: 'صنایع غذایی مهرام', kind: 'IBAN', value: 'IR090120000000345678901001', bank: 'BANK_MELLAT' },
    { name: 'حمید رستمی', kind: 'CARD', value: '6037991845236714', bank: 'BANK_MELLI' },
    { name: 'رضا کریمی (کافه نارنج)', kind: 'CARD', value: '6221061051802736', bank: 'BANK_PARSIAN' },
  ],
};

/** A café's bank: a current account with a card, and a savings account. */
const narenjBank: BankProfile = {
  deposits: [
    {
      id: 'dep-2001',
      number: '0202-850-1112223-1',
      iban: 'IR580540105180021273113007',
      title: 'حساب جاری کافه نارنج',
      type: 'CURRENT',
      dailyLimit: 500_000_000,
      opening: 150_000_000,
      scale: 0.2,
      profile: 'SHOP',
      seed: 2001,
      referencePrefix: '2405',
    },
    {
      id: 'dep-2002',
      number: '0202-810-1112224-1',
      iban: 'IR310540105180021273113008',
      title: 'قرض‌الحسنه پس‌انداز',
      type: 'SAVINGS',
      dailyLimit: 200_000_000,
      opening: 35_000_000,
      scale: 0.2,
      profile: 'DEPOSIT',
      seed: 2002,
      referencePrefix: '2406',
    },
  ],
  cards: [
    {
      id: 'card-2001',
      depositId: 'dep-2001',
      number: '6221061051802736',
      holder: 'رضا کریمی',
      expiry: '1409/02',
      dailyLimit: 400_000_000,
    },
  ],
  bills: [
    bill('ELECTRICITY', 'برق کافه', '5512398024', '248050853', '2026-12-06'),
    bill('PHONE', 'تلفن کافه', '313222110040', '61250856', '2026-12-02'),
    bill('GAS', 'گاز کافه', '774123636', '139050888', '2026-12-09', '2026-11-20T09:05:00.000Z'),
    bill('MOBILE', 'همراه', '913111223357', '220550891', '2026-12-04'),
  ],
  savedAccounts: [
    { name: 'شرکت لبنیات پگاه', kind: 'IBAN', value: 'IR090120000000345678901001', bank: 'BANK_MELLAT' },
    { name: 'مریم احمدی (آرمان)', kind: 'CARD', value: '6221061026808172', bank: 'BANK_PARSIAN' },
  ],
};

function bill(
  type: NewBill['type'],
  title: string,
  billId: string,
  paymentId: string,
  dueOn: string,
  paidAt: string | null = null,
): NewBill {
  return { type, title, billId, paymentId, amount: Number(paymentId.slice(0, -5)) * 1000, dueOn, paidAt };
}

export const bankProfiles = { arman: armanBank, narenj: narenjBank } as const;

/** Writes a profile's bank for one user: deposits with four months of movements, cards, bills, saved accounts. */
export function seedBankProfile(db: Queryable, userId: number, profile: BankProfile): void {
  const histories = profile.deposits.map(({ opening, scale, profile: kind, seed, referencePrefix, ...deposit }) => {
    const cardId = profile.cards.find((card) => card.depositId === deposit.id && !card.blocked)?.id ?? null;
    const history = bankHistory({
      userId,
      depositId: deposit.id,
      cardId,
      seed,
      opening,
      scale,
      profile: kind,
      referencePrefix,
    });
    db.insert(deposits)
      .values({ ...deposit, userId, balance: history.closing })
      .onConflictDoNothing()
      .run();
    return history.rows;
  });
  db.insert(bankCards)
    .values(profile.cards.map((card) => ({ ...card, userId })))
    .onConflictDoNothing()
    .run();
  for (const rows of histories) {
    for (let at = 0; at < rows.length; at += 200) {
      db.insert(bankTransactions)
        .values(rows.slice(at, at + 200))
        .onConflictDoNothing()
        .run();
    }
  }
  db.insert(bankBills)
    .values(profile.bills.map((row) => ({ ...row, userId })))
    .onConflictDoNothing()
    .run();
  db.insert(savedAccounts)
    .values(profile.savedAccounts.map((row) => ({ ...row, userId })))
    .onConflictDoNothing()
    .run();
}

export function seedBanking(db: Queryable): void {
  const { admin, user } = seededUsers;
  db.insert(bankingCodes)
    .values([
      { code: seededBankingCodes.admin, userId: admin.id },
      { code: seededBankingCodes.user, userId: user.id },
    ])
    .onConflictDoNothing()
    .run();
  seedBankProfile(db, admin.id, armanBank);
  seedBankProfile(db, user.id, narenjBank);
}
