import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import {
  amount,
  boolean,
  code,
  eachLike,
  ids,
  injected,
  injectedPath,
  integer,
  isoDate,
  keepsBooks,
  like,
  oneOf,
  period,
  posted,
  postedParams,
  reports,
  string,
} from '../accounting-pact-fixtures.ts';
import {
  electronicBooksFile,
  electronicBooksPreview,
  getLegalBookSettings,
  legalJournal,
  legalLedger,
  updateLegalBookSettings,
} from './legal-books-client.ts';

const settingsPath = '/api/v1/companies/1/accounting/legal-books/settings';
const sides = { debit: amount(514_500_000), credit: amount(514_500_000) };
const book = { sealDate: like(null), registrationNumber: like(null), firstPage: integer(1) };
const defaults = {
  fiscalYearId: injected('fiscalYearId'),
  journal: book,
  ledger: book,
  granularity: oneOf(['DAY', 'MONTH'], 'DAY'),
  rowsPerPage: integer(25),
  openingClosingApart: boolean(true),
};
const check = (name: string, ok: boolean, extra: Record<string, unknown> = {}) => ({
  code: name,
  ok,
  count: integer(0),
  vouchers: like([]),
  missingNumbers: like([]),
  totals: null,
  ...extra,
});
/** The posted state's checks: balanced and agreeing, no gaps, three temporary vouchers, no seal date set. */
const postedChecks = [
  check('BALANCED', true, { totals: { journal: sides, ledger: sides, trialBalance: sides } }),
  check('TOTALS_AGREE', true, { totals: { journal: sides, ledger: sides, trialBalance: sides } }),
  check('NO_NUMBER_GAPS', true),
  check('ALL_FINAL', false, {
    count: integer(3),
    vouchers: eachLike({ id: integer(1), number: integer(2), date: isoDate('2026-04-01'), status: 'TEMPORARY' }),
  }),
  check('AFTER_SEAL', false),
];
const kol = {
  accountId: integer(9),
  code: code('11'),
  nameFa: string('موجودی نقد و بانک'),
  nameEn: string('Cash and bank'),
};
const rowKind = oneOf(['NORMAL', 'OPENING', 'CLOSING'], 'NORMAL');
const running = {
  debit: amount(0),
  credit: amount(0),
  balance: amount(0),
  side: oneOf(['DEBIT', 'CREDIT', 'NONE'], 'NONE'),
};
const fileRow = {
  voucherNumber: integer(1),
  voucherDate: string('1405/02/11'),
  kolCode: code('81'),
  kolTitle: string('هزینه‌های عمومی، اداری و فروش'),
  moeinCode: code('8106'),
  moeinTitle: string('ملزومات'),
  description: string('خرید ملزومات'),
  debit: amount(2_500_000),
  credit: amount(0),
};

describe('the legal books', () => {
  it('answers a fiscal year’s legal-book settings, the defaults when never set', async () => {
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request for the legal-book settings of a fiscal year')
      .request(['GET', injectedPath(settingsPath, 'fiscalYearId')])
      .answersItem(200, defaults)
      .test(async (client) => {
        const settings = await getLegalBookSettings(client, 1, 1);
        expect(settings.granularity).toBe('DAY');
      });
  });

  it('replaces a fiscal year’s legal-book settings', async () => {
    const input = {
      journal: { sealDate: '2026-03-21', registrationNumber: '۱۲۳۴', firstPage: 1 },
      ledger: { sealDate: '2026-03-21', registrationNumber: '۱۲۳۵', firstPage: 1 },
      granularity: 'MONTH' as const,
      rowsPerPage: 30,
      openingClosingApart: true,
    };
    await signedInPact(keepsBooks, ids)
      .uponReceiving('a request to set up the legal books of a fiscal year')
      .request(['PUT', injectedPath(settingsPath, 'fiscalYearId')], { body: input })
      .answersItem(200, {
        fiscalYearId: injected('fiscalYearId'),
        journal: { sealDate: isoDate('2026-03-21'), registrationNumber: string('۱۲۳۴'), firstPage: integer(1) },
        ledger: { sealDate: isoDate('2026-03-21'), registrationNumber: string('۱۲۳۵'), firstPage: integer(1) },
        granularity: 'MONTH',
        rowsPerPage: integer(30),
        openingClosingApart: boolean(true),
      })
      .test(async (client) => {
        const saved = await updateLegalBookSettings(client, 1, 1, input);
        expect(saved.granularity).toBe('MONTH');
      });
  });

  it('answers the legal journal of the open year, its pages and checks', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the legal journal of the open year')
      .request(`GET ${reports}/legal-journal`)
      .answersItem(200, {
        period,
        settings: defaults,
        pages: eachLike({
          number: integer(1),
          carriedIn: { debit: amount(0), credit: amount(0) },
          rows: eachLike({
            row: integer(1),
            line: integer(1),
            kind: rowKind,
            from: isoDate('2026-04-01'),
            to: isoDate('2026-04-01'),
            ...kol,
            side: oneOf(['DEBIT', 'CREDIT'], 'DEBIT'),
            debit: amount(500_000_000),
            credit: amount(0),
            firstVoucher: integer(1),
            lastVoucher: integer(1),
          }),
          carriedOut: sides,
        }),
        totals: sides,
        checks: postedChecks,
      })
      .test(async (client) => {
        const journal = await legalJournal(client, 1, {});
        expect(journal.pages[0]?.rows[0]?.code).toBeTruthy();
        expect(journal.checks.find((each) => each.code === 'ALL_FINAL')?.ok).toBe(false);
      });
  });

  it('answers the legal ledger of one kol, its rows pointing at the journal', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the legal ledger of the cash and bank kol')
      .request(`GET ${reports}/legal-ledger`, { query: { accountId: injected('cashKolId') } })
      .answersItem(200, {
        period,
        settings: defaults,
        accounts: eachLike({
          ...kol,
          pages: eachLike({
            number: integer(1),
            carriedIn: running,
            rows: eachLike({
              line: integer(1),
              kind: rowKind,
              from: isoDate('2026-04-01'),
              to: isoDate('2026-04-01'),
              journalPage: integer(1),
              journalLine: integer(1),
              journalRow: integer(1),
              firstVoucher: integer(1),
              lastVoucher: integer(1),
              debit: amount(500_000_000),
              credit: amount(0),
              balance: amount(500_000_000),
              side: oneOf(['DEBIT', 'CREDIT', 'NONE'], 'DEBIT'),
            }),
            carriedOut: { ...running, side: oneOf(['DEBIT', 'CREDIT', 'NONE'], 'DEBIT') },
          }),
          totals: sides,
        }),
        totals: sides,
        checks: postedChecks,
      })
      .test(async (client) => {
        const ledger = await legalLedger(client, 1, { accountId: 9 });
        expect(ledger.accounts[0]?.code).toBe('11');
      });
  });

  it('answers the electronic books file’s preview with its checks', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the preview of the electronic books file of the open year')
      .request(`GET ${reports}/legal-books/electronic/preview`)
      .answersItem(200, {
        period,
        format: 'XLSX',
        fileName: string('electronic-books-2026-03-21-2027-03-20'),
        rowCount: integer(8),
        totals: sides,
        turnover: sides,
        sample: eachLike(fileRow),
        checks: postedChecks,
      })
      .test(async (client) => {
        const preview = await electronicBooksPreview(client, 1, {});
        expect(preview.format).toBe('XLSX');
      });
  });

  it('answers every row of the electronic books file of a period whose vouchers are all final', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the electronic books file of a day whose voucher is final')
      .request(`GET ${reports}/legal-books/electronic`, { query: { from: '2026-05-01', to: '2026-05-01' } })
      .answersItem(200, {
        period: { fiscalYearId: integer(1), from: isoDate('2026-05-01'), to: isoDate('2026-05-01') },
        format: 'XLSX',
        fileName: string('electronic-books-2026-05-01-2026-05-01'),
        rowCount: integer(2),
        totals: { debit: amount(2_500_000), credit: amount(2_500_000) },
        rows: eachLike(fileRow),
      })
      .test(async (client) => {
        const file = await electronicBooksFile(client, 1, { from: '2026-05-01', to: '2026-05-01' });
        expect(file.rows[0]?.voucherNumber).toBe(1);
      });
  });
});
