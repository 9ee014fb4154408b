import { describe, expect, it } from 'vitest';
import { reportTexts } from '../report-model.ts';
import type { PersonStatement, VatReport } from './people-reports-client.ts';
import { documentText, statementModel } from './statement-model.ts';
import { drillTo, vatReportModel } from './vat-model.ts';

const t = (key: string, params?: Record<string, string>) => (params ? `${key}:${JSON.stringify(params)}` : key);
const amount = (rials: number, to?: string) => ({ text: String(rials), value: rials, ...(to ? { to } : {}) });

const statement: PersonStatement = {
  period: { fiscalYearId: 1, from: '2026-03-21', to: '2027-03-20' },
  person: { tafsiliId: 7, code: '1037', name: 'یوسف امینی', stakeholderId: 3 },
  account: null,
  openingBalance: 0,
  periodDebit: 1_100_000,
  periodCredit: 400_000,
  closingBalance: 700_000,
  lines: [
    {
      lineId: 1,
      voucherId: 10,
      voucherNumber: 4,
      date: '2026-04-05',
      accountId: 35,
      accountCode: '1201',
      description: 'فروش',
      sourceType: 'INVOICE',
      sourceId: 12,
      reference: 'S-13',
      debit: 1_100_000,
      credit: 0,
      balance: 1_100_000,
    },
    {
      lineId: 2,
      voucherId: 11,
      voucherNumber: 5,
      date: '2026-05-01',
      accountId: 35,
      accountCode: '1201',
      description: null,
      sourceType: null,
      sourceId: null,
      reference: null,
      debit: 0,
      credit: 400_000,
      balance: 700_000,
    },
  ],
};

describe('a statement as a report', () => {
  it('opens, lists each line with its document and running balance, and closes on the period’s sums', () => {
    const model = statementModel(statement, { t, title: 'x', date: (iso) => iso, digits: (text) => text, amount });
    expect(reportTexts(model)).toEqual([
      ['2026-03-21', '', '', '', 'WEB_REPORT_OPENING_BALANCE', '', '', '0', 'WEB_REPORT_SIDE_NONE'],
      [
        '2026-04-05',
        '4',
        'WEB_STATEMENT_SOURCE_INVOICE S-13',
        '1201',
        'فروش',
        '1100000',
        '0',
        '1100000',
        'WEB_REPORT_SIDE_DEBIT',
      ],
      ['2026-05-01', '5', 'WEB_STATEMENT_SOURCE_MANUAL', '1201', '', '0', '400000', '700000', 'WEB_REPORT_SIDE_DEBIT'],
      ['2027-03-20', '', '', '', 'WEB_REPORT_CLOSING_BALANCE', '1100000', '400000', '700000', 'WEB_REPORT_SIDE_DEBIT'],
    ]);
    expect(model.rows[1]?.cells.voucher?.to).toBe('/accounting/journal-ledger/10/edit');
  });

  it('names a document it does not know as a document', () => {
    expect(documentText(t, { sourceType: 'TRANSFER', reference: null })).toBe('WEB_STATEMENT_SOURCE_OTHER');
  });
});

describe('the VAT report', () => {
  const figures = {
    sales: 0,
    salesReturns: 0,
    outputVat: 0,
    outputVatDebits: 0,
    purchases: 0,
    inputVat: 0,
    inputVatCredits: 0,
    netPayable: 0,
    vatPaid: 0,
    creditBroughtForward: 0,
    payable: 0,
    creditCarriedForward: 0,
  };
  const report: VatReport = {
    fiscalYearId: 1,
    fiscalYearName: '1405',
    accounts: { sales: 63, salesReturns: 65, purchases: 70, vatPayable: 52, vatReceivable: 37 },
    seasons: [
      {
        season: 1,
        jalaliYear: 1405,
        from: '2026-03-21',
        to: '2026-06-21',
        ...figures,
        outputVat: 300,
        netPayable: 300,
        payable: 300,
      },
      { season: 2, jalaliYear: 1405, from: '2026-06-22', to: '2026-09-22', ...figures },
    ],
    totals: { ...figures, outputVat: 300, netPayable: 300, payable: 300 },
  };

  it('has a column per season and the year, and each figure opens its account’s ledger over the season', () => {
    const model = vatReportModel(report, { t, title: 'x', digits: (text) => text, amount });
    expect(model.columns.map((column) => column.key)).toEqual(['name', 's1', 's2', 'total']);
    const output = model.rows.find((row) => row.key === 'outputVat');
    expect(output?.cells.s1).toEqual({
      text: '300',
      value: 300,
      to: '/accounting/account-details/52?from=2026-03-21&to=2026-06-21',
    });
    expect(output?.cells.total?.to).toBe('/accounting/account-details/52?from=2026-03-21&to=2026-09-22');
    expect(drillTo(report, 'netPayable', report.seasons[0] ?? { from: '', to: '' })).toBeUndefined();
    // The return's last lines, in the order it is filed; the VAT paid opens VAT payable's ledger.
    expect(model.rows.slice(-4).map((row) => [row.key, row.kind ?? 'plain'])).toEqual([
      ['creditBroughtForward', 'plain'],
      ['payable', 'total'],
      ['creditCarriedForward', 'plain'],
      ['vatPaid', 'plain'],
    ]);
    expect(model.rows.find((row) => row.key === 'vatPaid')?.cells.s1?.to).toBe(
      '/accounting/account-details/52?from=2026-03-21&to=2026-06-21',
    );
  });
});
