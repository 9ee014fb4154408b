import type { CompanyProfile } from '@daftar/contracts/endpoints/company-profile';
import type { LegalJournal, LegalLedger } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { Language } from '@daftar/contracts/schemas/common';
import { ltrIsolate } from '../../../pdf/bidi-runs.ts';
import { formatDate, formatMoney, localDigits } from '../../../pdf/pdf-format.ts';
import { type BookTranslate, bookTexts } from './book-pdf-texts.ts';

type Sides = { debit: number; credit: number };
type Running = LegalLedger['accounts'][number]['pages'][number]['carriedIn'];
type RowRef = Pick<
  LegalJournal['pages'][number]['rows'][number],
  'kind' | 'from' | 'to' | 'firstVoucher' | 'lastVoucher'
>;

/** A column of the book's table from the line's start side; widths are shares of the table's width. */
export interface BookColumn {
  key: string;
  header: string;
  width: number;
  numeric?: boolean;
}

export interface BookRow {
  /** A carried or closing total (drawn bold on a tint), or one of the book's own rows. */
  total: boolean;
  cells: Record<string, string>;
}

/** One of the book's pages, on a sheet of its own: its number, its kol (the ledger's), its rows, what closes it. */
export interface BookSheet {
  number: number;
  heading: string | null;
  rows: BookRow[];
  /** Lines under the table: the period's totals on the last page (and on each kol's last in the ledger). */
  closing: string[];
}

/** What the layout draws, every text already in the document's language and digits. */
export interface BookPdfModel {
  language: Language;
  book: string;
  company: string;
  /** The company's national id and economic code, each as «label value». */
  facts: string[];
  year: string;
  period: string;
  registration: string | null;
  amountsIn: string;
  /** «Page n» with the number in the document's digits. */
  page: (number: number) => string;
  columns: BookColumn[];
  /** The book's rows a page (the settings'): every sheet's rows are sized for this many. */
  rowsPerPage: number;
  sheets: BookSheet[];
  /** Shown on the one sheet of a period without rows. */
  empty: string;
}

/** What both books' models start from: the company, the year's name, the period and the document's language. */
export interface BookPdfInput {
  company: CompanyProfile;
  yearName: string;
  period: { from: string; to: string };
  language: Language;
}

interface Words {
  t: BookTranslate;
  language: Language;
  digits: (value: number | string) => string;
  money: (rials: number) => string;
}

function wordsOf(language: Language): Words {
  return {
    t: bookTexts(language),
    language,
    digits: (value) => localDigits(value, language),
    money: (rials) => formatMoney(rials, language, 'RIAL'),
  };
}

/** The day, or the month's first and last days, in the document's calendar. */
const rowDate = (row: { from: string; to: string }, language: Language) =>
  row.from === row.to
    ? formatDate(row.from, language)
    : `${formatDate(row.from, language)} – ${formatDate(row.to, language)}`;

/** The opening or a closing voucher by name, any other row as the range of voucher numbers it summarises. */
function rowDescription(row: RowRef, { t, digits }: Words): string {
  const first = digits(row.firstVoucher);
  if (row.kind === 'OPENING') return t('openingRow', { number: first });
  if (row.kind === 'CLOSING') return t('closingRow', { number: first });
  if (row.firstVoucher === row.lastVoucher) return t('oneVoucher', { number: first });
  return t('voucherRange', { first, last: digits(row.lastVoucher) });
}

function head(input: BookPdfInput, words: Words, book: 'journal' | 'ledger', registration: string | null) {
  const { t, digits, language } = words;
  const { company } = input;
  return {
    language,
    book: t(book),
    company: company.name,
    facts: [
      company.nationalId ? t('nationalId', { id: ltrIsolate(digits(company.nationalId)) }) : null,
      company.economicCode ? t('economicCode', { code: ltrIsolate(digits(company.economicCode)) }) : null,
    ].filter((fact) => fact !== null),
    year: t('year', { year: digits(input.yearName) }),
    period: t('period', { from: formatDate(input.period.from, language), to: formatDate(input.period.to, language) }),
    registration: registration ? t('registered', { number: ltrIsolate(digits(registration)) }) : null,
    amountsIn: t('amountsIn'),
    page: (number: number) => t('page', { page: digits(number) }),
    empty: t('empty'),
  };
}

const periodTotals = (totals: Sides, { t, money }: Words, period: string) =>
  t('periodTotals', { period, debit: money(totals.debit), credit: money(totals.credit) });

/** The legal journal's pages as the screen's print shows them: carried in, the rows, carried out (the last: totals). */
export function journalPdfModel(journal: Omit<LegalJournal, 'checks'>, input: BookPdfInput): BookPdfModel {
  const words = wordsOf(input.language);
  const { t, digits, money, language } = words;
  const top = head(input, words, 'journal', journal.settings.journal.registrationNumber);
  const carried = (label: string, sides: Sides): BookRow => ({
    total: true,
    cells: { description: label, debit: money(sides.debit), credit: money(sides.credit) },
  });
  const last = journal.pages.at(-1)?.number;
  return {
    ...top,
    columns: [
      { key: 'line', header: t('line'), width: 5 },
      { key: 'date', header: t('date'), width: 12 },
      { key: 'code', header: t('code'), width: 6 },
      { key: 'account', header: t('account'), width: 21 },
      { key: 'description', header: t('description'), width: 20 },
      { key: 'debit', header: t('debit'), width: 18, numeric: true },
      { key: 'credit', header: t('credit'), width: 18, numeric: true },
    ],
    rowsPerPage: journal.settings.rowsPerPage,
    sheets: journal.pages.map((page) => ({
      number: page.number,
      heading: null,
      rows: [
        carried(t('carriedIn'), page.carriedIn),
        ...page.rows.map((row) => ({
          total: false,
          cells: {
            line: digits(row.line),
            date: rowDate(row, language),
            code: ltrIsolate(digits(row.code)),
            account: language === 'en' && row.nameEn ? row.nameEn : row.nameFa,
            description: rowDescription(row, words),
            [row.side === 'DEBIT' ? 'debit' : 'credit']: money(row.side === 'DEBIT' ? row.debit : row.credit),
          },
        })),
        carried(t(page.number === last ? 'totalsToDate' : 'carriedOut'), page.carriedOut),
      ],
      closing: page.number === last ? [periodTotals(journal.totals, words, top.period)] : [],
    })),
  };
}

const sideText = (side: Running['side'], t: BookTranslate) =>
  side === 'DEBIT' ? t('sideDebit') : side === 'CREDIT' ? t('sideCredit') : '—';

/** The legal ledger: each kol's pages under its heading, carried as the journal's, each kol closing with its totals. */
export function ledgerPdfModel(ledger: Omit<LegalLedger, 'checks'>, input: BookPdfInput): BookPdfModel {
  const words = wordsOf(input.language);
  const { t, digits, money, language } = words;
  const top = head(input, words, 'ledger', ledger.settings.ledger.registrationNumber);
  const carried = (label: string, running: Running): BookRow => ({
    total: true,
    cells: {
      description: label,
      debit: money(running.debit),
      credit: money(running.credit),
      side: sideText(running.side, t),
      balance: money(running.balance),
    },
  });
  const sheets = ledger.accounts.flatMap((account) => {
    const name = language === 'en' && account.nameEn ? account.nameEn : account.nameFa;
    const heading = `${digits(account.code)} — ${name}`;
    const lastPage = account.pages.at(-1)?.number;
    return account.pages.map(
      (page): BookSheet => ({
        number: page.number,
        heading,
        rows: [
          carried(t('carriedIn'), page.carriedIn),
          ...page.rows.map((row) => ({
            total: false,
            cells: {
              line: digits(row.line),
              date: rowDate(row, language),
              journal: t('journalAt', { page: digits(row.journalPage), line: digits(row.journalLine) }),
              description: rowDescription(row, words),
              [row.debit > 0 ? 'debit' : 'credit']: money(row.debit > 0 ? row.debit : row.credit),
              side: sideText(row.side, t),
              balance: money(row.balance),
            },
          })),
          carried(t('carriedOut'), page.carriedOut),
        ],
        closing:
          page.number === lastPage
            ? [
                t('accountTotals', {
                  account: heading,
                  debit: money(account.totals.debit),
                  credit: money(account.totals.credit),
                }),
              ]
            : [],
      }),
    );
  });
  // Every kol's book closes with the period's totals of them all, under the last kol's own.
  const final = sheets.at(-1);
  if (final && ledger.accounts.length > 1) final.closing.push(periodTotals(ledger.totals, words, top.period));
  return {
    ...top,
    columns: [
      { key: 'line', header: t('line'), width: 5 },
      { key: 'date', header: t('date'), width: 11 },
      { key: 'journal', header: t('journalRef'), width: 12 },
      { key: 'description', header: t('description'), width: 16 },
      { key: 'debit', header: t('debit'), width: 15, numeric: true },
      { key: 'credit', header: t('credit'), width: 15, numeric: true },
      { key: 'side', header: t('side'), width: 6 },
      { key: 'balance', header: t('balance'), width: 15, numeric: true },
    ],
    rowsPerPage: ledger.settings.rowsPerPage,
    sheets,
  };
}
