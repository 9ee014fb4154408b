import type { LegalJournal, LegalLedger } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { Language } from '@daftar/contracts/schemas/common';
import type { TFunction } from 'i18next';
import { localDigits } from '../../../lib/format/digits.ts';
import { formatAmount } from '../../../lib/format/format-amount.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import type { ReportCell, ReportColumn, ReportModel, ReportRow } from '../report-model.ts';

/** What the models need from the screen: its texts and language (the books are kept in Rials, whatever the unit). */
export interface BookText {
  t: TFunction;
  language: Language;
}

type JournalRow = LegalJournal['pages'][number]['rows'][number];
type LedgerRow = LegalLedger['accounts'][number]['pages'][number]['rows'][number];
type Side = 'DEBIT' | 'CREDIT' | 'NONE';

const rials = (value: number, language: Language): ReportCell => ({
  text: formatAmount(value, language, 'RIAL'),
  value,
});

/** The day, or the month's first and last days, in the page's calendar. */
export function rowDate(row: { from: string; to: string }, language: Language): string {
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, language);
  return row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`;
}

/** The opening or a closing voucher by name, any other row as the range of voucher numbers it summarises. */
export function rowDescription(
  row: Pick<JournalRow, 'kind' | 'firstVoucher' | 'lastVoucher'>,
  { t, language }: BookText,
) {
  if (row.kind === 'OPENING')
    return t('WEB_LEGAL_OPENING_ROW', { number: localDigits(String(row.firstVoucher), language) });
  if (row.kind === 'CLOSING')
    return t('WEB_LEGAL_CLOSING_ROW', { number: localDigits(String(row.firstVoucher), language) });
  const first = localDigits(String(row.firstVoucher), language);
  if (row.firstVoucher === row.lastVoucher) return t('WEB_LEGAL_ONE_VOUCHER', { number: first });
  return t('WEB_LEGAL_VOUCHER_RANGE', { first, last: localDigits(String(row.lastVoucher), language) });
}

const number = (value: number, language: Language): ReportCell => ({ text: localDigits(String(value), language) });

/** The journal as the printed book: per page a «brought forward» row, its rows, and a «carried forward» row. */
export function journalModel(journal: LegalJournal, text: BookText, title: string): ReportModel {
  const { t, language } = text;
  const columns: ReportColumn[] = [
    { key: 'page', header: t('WEB_LEGAL_PAGE') },
    { key: 'line', header: t('WEB_LEGAL_LINE') },
    { key: 'date', header: t('WEB_LEGAL_DATE') },
    { key: 'code', header: t('WEB_REPORT_CODE') },
    { key: 'account', header: t('WEB_REPORT_ACCOUNT') },
    { key: 'description', header: t('WEB_LEGAL_DESCRIPTION') },
    { key: 'debit', header: t('WEB_LEGAL_DEBIT'), numeric: true },
    { key: 'credit', header: t('WEB_LEGAL_CREDIT'), numeric: true },
  ];
  const last = journal.pages.at(-1)?.number;
  const rows: ReportRow[] = journal.pages.flatMap((page) => {
    const carried = (key: string, label: string, sides: { debit: number; credit: number }): ReportRow => ({
      key: `${page.number}-${key}`,
      kind: 'total',
      testId: `legal-journal-${key}-${page.number}`,
      cells: {
        page: number(page.number, language),
        description: { text: label },
        debit: rials(sides.debit, language),
        credit: rials(sides.credit, language),
      },
    });
    return [
      { ...carried('in', t('WEB_LEGAL_CARRIED_IN'), page.carriedIn), startsPage: page.number },
      ...page.rows.map(
        (row: JournalRow): ReportRow => ({
          key: `${page.number}-${row.row}`,
          testId: `legal-journal-row-${row.row}`,
          cells: {
            page: number(page.number, language),
            line: number(row.line, language),
            date: { text: rowDate(row, language) },
            code: { text: localDigits(row.code, language) },
            account: { text: language === 'en' && row.nameEn ? row.nameEn : row.nameFa },
            description: { text: rowDescription(row, text) },
            ...(row.side === 'DEBIT' ? { debit: rials(row.debit, language) } : { credit: rials(row.credit, language) }),
          },
        }),
      ),
      carried('out', t(page.number === last ? 'WEB_LEGAL_TOTALS_TO_DATE' : 'WEB_LEGAL_CARRIED_OUT'), page.carriedOut),
    ];
  });
  return { fileName: `legal-journal-${journal.period.from}-${journal.period.to}`, title, columns, rows };
}

const sideText = (side: Side, t: BookText['t']) =>
  side === 'DEBIT' ? t('WEB_LEGAL_SIDE_DEBIT') : side === 'CREDIT' ? t('WEB_LEGAL_SIDE_CREDIT') : '—';

/** The ledger as the printed book: each kol under its heading, its pages carried as the journal's are. */
export function ledgerModel(ledger: LegalLedger, text: BookText, title: string): ReportModel {
  const { t, language } = text;
  const columns: ReportColumn[] = [
    { key: 'page', header: t('WEB_LEGAL_PAGE') },
    { key: 'line', header: t('WEB_LEGAL_LINE') },
    { key: 'date', header: t('WEB_LEGAL_DATE') },
    { key: 'journal', header: t('WEB_LEGAL_JOURNAL_REF') },
    { key: 'description', header: t('WEB_LEGAL_DESCRIPTION') },
    { key: 'debit', header: t('WEB_LEGAL_DEBIT'), numeric: true },
    { key: 'credit', header: t('WEB_LEGAL_CREDIT'), numeric: true },
    { key: 'side', header: t('WEB_LEGAL_SIDE') },
    { key: 'balance', header: t('WEB_LEGAL_BALANCE'), numeric: true },
  ];
  const rows: ReportRow[] = ledger.accounts.flatMap((account) => {
    const name = language === 'en' && account.nameEn ? account.nameEn : account.nameFa;
    const heading: ReportRow = {
      key: `kol-${account.accountId}`,
      kind: 'heading',
      testId: `legal-ledger-account-${account.code}`,
      cells: { page: { text: `${localDigits(account.code, language)} — ${name}` } },
    };
    return [
      heading,
      ...account.pages.flatMap((page) => {
        const carried = (key: string, label: string, running: typeof page.carriedIn): ReportRow => ({
          key: `${account.accountId}-${page.number}-${key}`,
          kind: 'total',
          testId: `legal-ledger-${account.code}-${key}-${page.number}`,
          cells: {
            page: number(page.number, language),
            description: { text: label },
            debit: rials(running.debit, language),
            credit: rials(running.credit, language),
            side: { text: sideText(running.side, t) },
            balance: rials(running.balance, language),
          },
        });
        return [
          { ...carried('in', t('WEB_LEGAL_CARRIED_IN'), page.carriedIn), startsPage: page.number },
          ...page.rows.map(
            (row: LedgerRow): ReportRow => ({
              key: `${account.accountId}-${page.number}-${row.line}`,
              testId: `legal-ledger-${account.code}-row-${row.journalRow}`,
              cells: {
                page: number(page.number, language),
                line: number(row.line, language),
                date: { text: rowDate(row, language) },
                journal: {
                  text: t('WEB_LEGAL_JOURNAL_AT', {
                    page: localDigits(String(row.journalPage), language),
                    line: localDigits(String(row.journalLine), language),
                  }),
                },
                description: { text: rowDescription(row, text) },
                ...(row.debit > 0 ? { debit: rials(row.debit, language) } : { credit: rials(row.credit, language) }),
                side: { text: sideText(row.side, t) },
                balance: rials(row.balance, language),
              },
            }),
          ),
          carried('out', t('WEB_LEGAL_CARRIED_OUT'), page.carriedOut),
        ];
      }),
    ];
  });
  return { fileName: `legal-ledger-${ledger.period.from}-${ledger.period.to}`, title, columns, rows };
}
