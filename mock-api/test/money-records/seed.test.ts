import { moneyRecordSchema } from '@daftar/contracts/endpoints/money-records-schemas';
import { seedDb } from '@daftar/db/seed';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { seedToday } from '@daftar/db/testing/seed-templates';
import { describe, expect, it } from 'vitest';
import { getAccountingSettings } from '../../src/domain/accounting/settings.ts';
import { listAttachments, readAttachmentFile } from '../../src/domain/attachments/attachments.ts';
import { moneyRecordSearchText } from '../../src/domain/money-records/money-record-fields.ts';
import { listMoneyRecords } from '../../src/domain/money-records/money-record-list.ts';
import {
  moneyRecordDescription,
  moneyRecordPostingLines,
} from '../../src/domain/money-records/money-record-posting.ts';
import { getMoneyRecord } from '../../src/domain/money-records/money-record-rows.ts';
import { treasuryLedgerAccountId } from '../../src/domain/treasury/treasury-ledger.ts';
import { voucherChecks, voucherLinesOf } from '../accounting/books.ts';
import { seededDbPerFile } from '../support/seeded-db.ts';

// db's whole seed (seedDb, every area's) up to today, as the run's global setup seeded it.
const t = seededDbPerFile('books');

const all = <T>(query: string, ...params: unknown[]) => t.db.$client.prepare(query).all(...params) as T[];
const companies = Object.values(seededCompanies).map((company) => company.id);

describe('the seeded income and expense records', () => {
  it('give each company both kinds since Farvardin 1404, numbered 1..n per kind and year without gaps', () => {
    for (const companyId of companies) {
      const kinds = all<{ kind: string; year: number; n: number; last: number; first: string }>(
        `select kind, fiscal_year_id as year, count(*) as n, max(number) as last, min(date) as first
         from money_records where company_id = ? group by kind, fiscal_year_id order by kind, fiscal_year_id`,
        companyId,
      );
      expect(kinds.map((row) => row.kind)).toEqual(['EXPENSE', 'EXPENSE', 'INCOME', 'INCOME']);
      // Numbers 1..n in each year, and the first record in Farvardin (1404: 21 March to 20 April 2025; 1405: 2026).
      for (const row of kinds) {
        expect([row.last, row.first.slice(5) < '04-21']).toEqual([row.n, true]);
      }
      const categories = all<{ code: string }>(
        'select distinct category_code as code from money_records where company_id = ? order by 1',
        companyId,
      ).map((row) => row.code);
      expect(categories).toEqual(expect.arrayContaining(['6301', '6302', '8101', '8103', '8104', '8105', '8107']));
    }
  });

  it("post what the domain posts: the same lines, description and search key, the journal's numbers without gaps", () => {
    for (const companyId of companies) {
      const settings = getAccountingSettings(t.db, companyId);
      const rows = all<{ id: number }>('select id from money_records where company_id = ?', companyId);
      for (const { id } of rows) {
        const record = moneyRecordSchema.parse(getMoneyRecord(t.db, companyId, id));
        const party = record.stakeholderId
          ? (all<{ id: number }>('select id from tafsili_accounts where stakeholder_id = ?', record.stakeholderId)[0]
              ?.id ?? null)
          : null;
        const vatAccountId = record.kind === 'INCOME' ? settings.vatPayableAccountId : settings.vatReceivableAccountId;
        const expected = moneyRecordPostingLines(record, {
          treasuryAccountId: treasuryLedgerAccountId(t.db, companyId, record.treasuryId),
          vatAccountId: vatAccountId ?? 0,
          stakeholderTafsiliId: party,
        });
        expect(voucherLinesOf(t.db, record.voucherId)).toEqual(expected);
        const voucher = all<{ description: string; sourceId: number }>(
          'select description, source_id as sourceId from vouchers where id = ?',
          record.voucherId,
        )[0];
        expect(voucher).toEqual({ description: moneyRecordDescription(record), sourceId: record.id });
        const stored = all<{ searchText: string }>(
          'select search_text as searchText from money_records where id = ?',
          id,
        );
        expect(stored[0]?.searchText).toBe(moneyRecordSearchText(record));
      }
      const checks = voucherChecks(t.db, companyId);
      expect(checks.filter((voucher) => !voucher.balanced)).toEqual([]);
      for (const yearId of new Set(checks.map((voucher) => voucher.yearId))) {
        const year = checks.filter((voucher) => voucher.yearId === yearId);
        expect(year.map((voucher) => voucher.number)).toEqual(year.map((_, index) => index + 1));
      }
      const page = listMoneyRecords(t.db, companyId, { page: 1, pageSize: 20, sort: '-date', kind: 'EXPENSE' });
      expect(page.totals.total).toBeGreaterThan(0);
    }
  });

  it("attach the landlord's receipt to every month's rent: a PDF whose bytes the download answers", () => {
    for (const companyId of companies) {
      const rents = all<{ id: number; date: string }>(
        "select id, date from money_records where company_id = ? and category_code = '8103' order by date",
        companyId,
      );
      expect(rents.length).toBeGreaterThan(0);
      for (const rent of rents) {
        const owner = { companyId, kind: 'MONEY_RECORD' as const, id: rent.id };
        const [receipt, ...more] = listAttachments(t.db, owner);
        expect(more).toEqual([]);
        expect(receipt).toMatchObject({
          mediaType: 'application/pdf',
          fileName: expect.stringMatching(/^رسید اجاره 140[45]-\d\d\.pdf$/),
        });
        const file = readAttachmentFile(t.db, owner, receipt?.id ?? 0);
        expect([file.data.subarray(0, 5).toString('latin1'), file.data.length]).toEqual(['%PDF-', receipt?.size]);
        expect(file.data.toString('latin1')).toContain(`Date: ${rent.date}`);
      }
    }
  });

  it('adds nothing on a second run', { timeout: 120_000 }, () => {
    const counts =
      'select count(*) as n from money_records union all select count(*) from vouchers union all select count(*) from attachments';
    const before = all(counts);
    seedDb(t.db, seedToday());
    expect(all(counts)).toEqual(before);
  });
});
