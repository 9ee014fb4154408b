import { seededCompanies } from '@daftar/db/seed/accounts';
import { fixedSeedDay } from '@daftar/db/testing/seed-templates';
import { describe, expect, it } from 'vitest';
import { listPeriodLocks } from '../../src/domain/accounting/legal-books/locks.ts';
import { legalJournal } from '../../src/domain/accounting/legal-books/legal-books.ts';
import { seededDbPerFile } from '../support/seeded-db.ts';

const t = seededDbPerFile('all', fixedSeedDay);

const yearId = (companyId: number, name: string) =>
  (
    t.db.$client.prepare('select id from fiscal_years where company_id = ? and name = ?').get(companyId, name) as {
      id: number;
    }
  ).id;

describe('the seeded legal books', () => {
  it('1404 is locked month by month and 1405 has its first month locked, the rest open; each lock’s checks green', () => {
    for (const company of Object.values(seededCompanies)) {
      const history = listPeriodLocks(t.db, company.id, yearId(company.id, '1404'));
      expect(history.months).toHaveLength(12);
      expect(history.months.every((month) => month.lockId !== null)).toBe(true);
      const current = listPeriodLocks(t.db, company.id, yearId(company.id, '1405'));
      expect(current.months.map((month) => month.lockId !== null)).toEqual(
        current.months.map((_, index) => index === 0),
      );
      for (const lock of [...history.locks, ...current.locks]) {
        expect(lock.status).toBe('LOCKED');
        const checks = legalJournal(t.db, company.id, {
          fiscalYearId: lock.fiscalYearId,
          from: lock.from,
          to: lock.to,
        }).checks;
        expect(checks.filter((check) => !check.ok)).toEqual([]);
      }
    }
  });
});
