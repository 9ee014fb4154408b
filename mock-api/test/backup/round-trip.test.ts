import { describe, expect, it } from 'vitest';
import { exportCompany } from '../../src/domain/backup/export-company.ts';
import { restoreCompany } from '../../src/domain/backup/restore-company.ts';
import { canonical } from './canonical.ts';
import { companyReports } from './company-reports.ts';
import { seededDbPerFile } from '../support/seeded-db.ts';

const t = seededDbPerFile('all');

const ownerOf = (companyId: number) =>
  (
    t.db.$client
      .prepare("select user_id as id from memberships where company_id = ? and role = 'OWNER'")
      .get(companyId) as { id: number }
  ).id;

describe('a seeded company, exported, restored and exported again', () => {
  it('gives the same file apart from ids and times, and the same reports', () => {
    const before = exportCompany(t.db, 1);
    const counts = Object.fromEntries(Object.entries(before.tables).map(([name, rows]) => [name, rows.length]));
    // The seed's company holds every kind of record the file carries.
    for (const table of [
      'vouchers',
      'voucher_lines',
      'invoices',
      'invoice_payments',
      'stakeholders',
      'items',
      'treasury_accounts',
      'money_records',
      'legal_book_settings',
      'legal_period_locks',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    const restored = restoreCompany(t.db, ownerOf(1), before, { withEmployees: true });
    expect(restored.companyId).not.toBe(1);
    const after = exportCompany(t.db, restored.companyId);
    expect(canonical(t.db, after)).toEqual(canonical(t.db, before));
    expect(companyReports(t.db, restored.companyId)).toEqual(companyReports(t.db, 1));
  }, 240_000);
});
