import { describe, expect, it } from 'vitest';
import { figureColumns, figureRows, flowColumns, flowRows } from './report-figures.ts';

const amount = (rials: number, to?: string) => ({ text: `${rials} R`, value: rials, ...(to ? { to } : {}) });
const figures = ['debit', 'credit'] as const;
const rows = [
  { id: 1, debit: 100, credit: 0 },
  { id: 2, debit: 0, credit: 40 },
];

describe('figureRows', () => {
  it('gives each row its own cells and its figures, each figure opening the row’s lines, then the totals', () => {
    const built = figureRows({
      figures,
      rows,
      totals: { debit: 100, credit: 40 },
      amount,
      totalsLabel: 'Totals',
      totalsTestId: 'totals',
      row: (row) => ({
        key: String(row.id),
        testId: `row-${row.id}`,
        to: `/lines/${row.id}`,
        cells: { name: { text: `Account ${row.id}` } },
      }),
    });
    expect(built).toEqual([
      {
        key: '1',
        testId: 'row-1',
        cells: {
          name: { text: 'Account 1' },
          debit: { text: '100 R', value: 100, to: '/lines/1' },
          credit: { text: '0 R', value: 0, to: '/lines/1' },
        },
      },
      {
        key: '2',
        testId: 'row-2',
        cells: {
          name: { text: 'Account 2' },
          debit: { text: '0 R', value: 0, to: '/lines/2' },
          credit: { text: '40 R', value: 40, to: '/lines/2' },
        },
      },
      {
        key: 'totals',
        kind: 'total',
        testId: 'totals',
        cells: { name: { text: 'Totals' }, debit: { text: '100 R', value: 100 }, credit: { text: '40 R', value: 40 } },
      },
    ]);
  });

  it('gives no rows, not even the totals, when there are none; figures without a link stay plain', () => {
    const none = figureRows({
      figures,
      rows: [],
      totals: { debit: 0, credit: 0 },
      amount,
      totalsLabel: 'Totals',
      row: () => ({ key: '', testId: '', cells: {} }),
    });
    expect(none).toEqual([]);
    const plain = figureRows({
      figures,
      rows: rows.slice(0, 1),
      totals: { debit: 100, credit: 0 },
      amount,
      totalsLabel: 'Totals',
      row: (row) => ({ key: String(row.id), testId: `row-${row.id}`, cells: {} }),
    });
    expect(plain[0]?.cells.debit).toEqual({ text: '100 R', value: 100 });
    expect(plain[1]).not.toHaveProperty('testId');
  });
});

describe('figureColumns', () => {
  it('heads each figure with its translated name, numeric', () => {
    expect(figureColumns((key) => `t:${key}`, figures, { debit: 'DEBIT', credit: 'CREDIT' })).toEqual([
      { key: 'debit', header: 't:DEBIT', numeric: true },
      { key: 'credit', header: 't:CREDIT', numeric: true },
    ]);
  });
});

describe('flowColumns and flowRows', () => {
  const flow = { openingBalance: 5, periodDebit: 10, periodCredit: 3, closingBalance: 12 };

  it('head the four flow figures in their order: opening, debit, credit, closing', () => {
    expect(flowColumns((key) => key).map((column) => column.header)).toEqual([
      'WEB_REPORT_OPENING_BALANCE',
      'WEB_REPORT_PERIOD_DEBIT',
      'WEB_REPORT_PERIOD_CREDIT',
      'WEB_REPORT_CLOSING_BALANCE',
    ]);
  });

  it('fill a report’s rows and totals with the four flow figures', () => {
    const built = flowRows(
      { rows: [{ id: 7, ...flow }], totals: flow },
      { amount, totalsLabel: 'Totals', row: (row) => ({ key: String(row.id), testId: 'row', cells: {} }) },
    );
    expect(built.map((row) => row.cells.closingBalance?.value)).toEqual([12, 12]);
    expect(built[0]?.cells.periodCredit?.text).toBe('3 R');
    expect(built[1]?.cells.name?.text).toBe('Totals');
  });
});
