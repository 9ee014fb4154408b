import { describe, expect, it } from 'vitest';
import { reportTexts } from './report-model.ts';
import { type StatementRow, statementRows } from './report-statement-rows.ts';

const row = (code: string, type: StatementRow['type'], amount: number, previous?: number): StatementRow => ({
  accountId: Number(code),
  code,
  nameFa: `حساب ${code}`,
  nameEn: `Account ${code}`,
  type,
  amount,
  ...(previous === undefined ? {} : { previous }),
});

const format = {
  name: (r: StatementRow) => r.nameEn ?? r.nameFa,
  code: (r: StatementRow) => r.code,
  amount: (rials: number, to?: string) => ({ text: String(rials), value: rials, ...(to ? { to } : {}) }),
  details: (r: StatementRow, previous?: boolean) => `/lines/${r.accountId}${previous ? '?previous' : ''}`,
};

describe('statementRows', () => {
  it('groups accounts under their section with the section’s total, leaving out other types', () => {
    const rows = statementRows(
      [row('61', 'REVENUE', 900, 100), row('71', 'EXPENSE', 400, 50), row('81', 'EXPENSE', 300, 0)],
      [
        { type: 'REVENUE', heading: 'Revenue', total: 900, previousTotal: 100, totalLabel: 'Total revenue' },
        { type: 'EXPENSE', heading: 'Expenses', total: 700, previousTotal: 50, totalLabel: 'Total expenses' },
      ],
      format,
    );
    const model = {
      fileName: 'pl',
      title: 'P&L',
      columns: ['code', 'name', 'amount', 'previous'].map((key) => ({ key, header: key })),
      rows,
    };
    expect(reportTexts(model)).toEqual([
      ['', 'Revenue', '', ''],
      ['61', 'Account 61', '900', '100'],
      ['', 'Total revenue', '900', '100'],
      ['', 'Expenses', '', ''],
      ['71', 'Account 71', '400', '50'],
      ['81', 'Account 81', '300', '0'],
      ['', 'Total expenses', '700', '50'],
    ]);
    expect(rows.map((r) => r.kind ?? 'row')).toEqual(['heading', 'row', 'total', 'heading', 'row', 'row', 'total']);
  });

  it('drills a figure down to its period’s lines and the previous figure to the previous period’s; totals do not', () => {
    const [, account, total] = statementRows(
      [row('61', 'REVENUE', 900, 100)],
      [{ type: 'REVENUE', heading: 'Revenue', total: 900, previousTotal: 100, totalLabel: 'Total' }],
      format,
    );
    expect(account?.cells.amount?.to).toBe('/lines/61');
    expect(account?.cells.previous?.to).toBe('/lines/61?previous');
    expect(account?.cells.code?.to).toBe('/lines/61');
    expect(total?.cells.amount?.to).toBeUndefined();
  });
});
