import { treasuryAccountSchema } from '@daftar/contracts/endpoints/treasury-schemas';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { seedToday } from '@daftar/db/testing/seed-templates';
import { describe, expect, it } from 'vitest';
import { listPartners } from '../../src/domain/treasury/owners.ts';
import { listTreasuryAccounts } from '../../src/domain/treasury/treasury-accounts.ts';
import { seedTreasury } from '../../src/seed/treasury.ts';
import { voucherChecks } from '../accounting/books.ts';
import { seededDbPerFile } from '../support/seeded-db.ts';

const today = seedToday();
// The books, the invoices, then the treasury up to today, as the run's global setup seeded them.
const t = seededDbPerFile('treasury', today);

const companies = Object.values(seededCompanies).map((company) => company.id);
const count = (query: string, ...params: unknown[]) => (t.db.$client.prepare(query).get(...params) as { n: number }).n;

describe('the seeded treasury', () => {
  it('gives each company 2 cash boxes, 3 bank accounts with valid IBANs, a petty-cash holder and 2 partners', () => {
    for (const companyId of companies) {
      const { rows } = listTreasuryAccounts(t.db, companyId, { page: 1, pageSize: 50, sort: 'code' });
      expect(rows.map((row) => row.kind).sort()).toEqual([
        'BANK_ACCOUNT',
        'BANK_ACCOUNT',
        'BANK_ACCOUNT',
        'CASH_BOX',
        'CASH_BOX',
        'PETTY_CASH',
      ]);
      for (const row of rows) expect(treasuryAccountSchema.parse(row)).toEqual(row);
      expect(rows.filter((row) => row.kind === 'CASH_BOX').every((row) => row.balance >= 0)).toBe(true);
      expect(listPartners(t.db, companyId).map((partner) => partner.capital)).toEqual([600_000_000, 400_000_000]);
    }
  });

  it('writes a year of transfers, settlements and drawings, every voucher balanced', () => {
    for (const companyId of companies) {
      expect(count('select count(*) as n from treasury_transfers where company_id = ?', companyId)).toBeGreaterThan(40);
      expect(count('select count(*) as n from petty_cash_settlements where company_id = ?', companyId)).toBeGreaterThan(
        3,
      );
      expect(voucherChecks(t.db, companyId).every((voucher) => voucher.balanced === 1)).toBe(true);
    }
  });

  it('is idempotent: a second run adds nothing', () => {
    const before = count('select count(*) as n from vouchers');
    seedTreasury(t.db, today);
    expect(count('select count(*) as n from vouchers')).toBe(before);
  });
});
