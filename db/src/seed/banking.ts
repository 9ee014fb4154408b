import { bankingCodes, deposits } from '../schema/banking.ts';
import type { Queryable } from '../client.ts';
import { seededUsers } from './accounts.ts';

/** One banking code per seeded user with a company; /banking?code=… exchanges it for a banking token. */
export const seededBankingCodes = {
  admin: 'BANK-DEMO-ADMIN',
  user: 'BANK-DEMO-USER',
} as const;

export function seedBanking(db: Queryable): void {
  const { admin, user } = seededUsers;
  db.insert(bankingCodes)
    .values([
      { code: seededBankingCodes.admin, userId: admin.id },
      { code: seededBankingCodes.user, userId: user.id },
    ])
    .onConflictDoNothing()
    .run();
  db.insert(deposits)
    .values([
      {
        id: 'dep-1001',
        userId: admin.id,
        number: '0101-850-1234567-1',
        iban: 'IR820540102680020817909002',
        title: 'حساب جاری بازرگانی آرمان',
        balance: 1_254_300_000,
      },
      {
        id: 'dep-1002',
        userId: admin.id,
        number: '0101-870-7654321-1',
        iban: 'IR062960000000100324200001',
        title: 'سپرده کوتاه‌مدت',
        balance: 480_000_000,
      },
      {
        id: 'dep-2001',
        userId: user.id,
        number: '0202-850-1112223-1',
        iban: 'IR580540105180021273113007',
        title: 'حساب جاری کافه نارنج',
        balance: 86_750_000,
      },
    ])
    .onConflictDoNothing()
    .run();
}
