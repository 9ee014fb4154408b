import { lineColumns, voucherCell } from '../report-figures.ts';
import type { ReportCell, ReportModel, ReportRow } from '../report-model.ts';
import type { PersonStatement } from './people-reports-client.ts';

type T = (key: string, params?: Record<string, string>) => string;

const sourceKeys: Record<string, string> = {
  INVOICE: 'WEB_STATEMENT_SOURCE_INVOICE',
  INVOICE_PAYMENT: 'WEB_STATEMENT_SOURCE_PAYMENT',
};

/** What posted a line: an invoice or its payment with the invoice's printed number, another document, or by hand. */
export function documentText(t: T, line: Pick<PersonStatement['lines'][number], 'sourceType' | 'reference'>): string {
  if (line.sourceType === null) return t('WEB_STATEMENT_SOURCE_MANUAL');
  const kind = t(sourceKeys[line.sourceType] ?? 'WEB_STATEMENT_SOURCE_OTHER');
  return line.reference ? `${kind} ${line.reference}` : kind;
}

/** The side a running balance is on: debit − credit above zero owes the company, below it is owed. */
export const sideKey = (balance: number) =>
  balance > 0 ? 'WEB_REPORT_SIDE_DEBIT' : balance < 0 ? 'WEB_REPORT_SIDE_CREDIT' : 'WEB_REPORT_SIDE_NONE';

/** The statement's opening or closing row, test id `statement-<key>`. */
const boundaryRow = (key: 'opening' | 'closing', kind: 'heading' | 'total', cells: ReportRow['cells']): ReportRow => ({
  key,
  kind,
  testId: `statement-${key}`,
  cells,
});

/**
 * A person's statement as a report: the opening balance, each line (its date, voucher, document, account,
 * description, debit, credit and the running balance with its side) and the closing balance.
 */
export function statementModel(
  statement: PersonStatement,
  options: {
    t: T;
    title: string;
    date(iso: string): string;
    digits(text: string): string;
    amount(rials: number): ReportCell;
  },
): ReportModel {
  const { t, date, digits, amount } = options;
  const balanceCells = (balance: number) => ({
    balance: amount(Math.abs(balance)),
    side: { text: t(sideKey(balance)) },
  });
  const lines: ReportRow[] = statement.lines.map((line) => ({
    key: String(line.lineId),
    testId: `statement-line-${line.lineId}`,
    cells: {
      date: { text: date(line.date) },
      voucher: voucherCell(line.voucherId, digits(String(line.voucherNumber))),
      document: { text: documentText(t, line) },
      account: { text: digits(line.accountCode) },
      description: { text: line.description ?? '' },
      debit: amount(line.debit),
      credit: amount(line.credit),
      ...balanceCells(line.balance),
    },
  }));
  return {
    fileName: `statement-${statement.person.code}-${statement.period.from}-${statement.period.to}`,
    title: options.title,
    columns: [
      ...lineColumns(t, ['date', 'voucher']),
      { key: 'document', header: t('WEB_STATEMENT_DOCUMENT') },
      { key: 'account', header: t('WEB_REPORT_ACCOUNT') },
      ...lineColumns(t, ['description', 'debit', 'credit', 'balance', 'side']),
    ],
    rows: [
      boundaryRow('opening', 'heading', {
        date: { text: date(statement.period.from) },
        description: { text: t('WEB_REPORT_OPENING_BALANCE') },
        ...balanceCells(statement.openingBalance),
      }),
      ...lines,
      boundaryRow('closing', 'total', {
        date: { text: date(statement.period.to) },
        description: { text: t('WEB_REPORT_CLOSING_BALANCE') },
        debit: amount(statement.periodDebit),
        credit: amount(statement.periodCredit),
        ...balanceCells(statement.closingBalance),
      }),
    ],
  };
}
