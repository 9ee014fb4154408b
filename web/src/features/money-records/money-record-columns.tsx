import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { recordPath } from './money-record-kind.ts';

/** The category in the page's language: the English name where the chart has one. */
export const categoryName = (record: Pick<MoneyRecord, 'categoryName' | 'categoryNameEn'>, language: 'fa' | 'en') =>
  language === 'en' ? (record.categoryNameEn ?? record.categoryName) : record.categoryName;

const statusKeys = { ACTIVE: 'WEB_MONEY_STATUS_ACTIVE', REVERSED: 'WEB_MONEY_STATUS_REVERSED' } as const;

const amount = (id: 'amount' | 'vat' | 'total', header: string, extra: Partial<ListColumn<MoneyRecord>> = {}) => ({
  id,
  header,
  numeric: true,
  text: (row: MoneyRecord, { language, amountUnit }: CellFormat) => formatAmount(row[id], language, amountUnit),
  ...extra,
});

/** A kind's list columns, for the table and the CSV export alike. */
export const moneyRecordColumns: ListColumn<MoneyRecord>[] = [
  {
    id: 'number',
    header: 'WEB_MONEY_NUMBER',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => localDigits(String(row.number), language),
    render: (row, { language }) => (
      <Link to={recordPath(row)} className="money-link" data-testid="money-row-link">
        <bdi>{localDigits(String(row.number), language)}</bdi>
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'WEB_MONEY_DATE',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => formatDate(row.date, language),
  },
  {
    id: 'categoryCode',
    header: 'WEB_MONEY_CATEGORY',
    sortable: true,
    text: (row, { language }) => `${localDigits(row.categoryCode, language)} ${categoryName(row, language)}`,
  },
  { id: 'treasury', header: 'WEB_MONEY_TREASURY', text: (row) => row.treasuryName },
  { id: 'stakeholder', header: 'WEB_MONEY_STAKEHOLDER', text: (row) => row.stakeholderName ?? '' },
  { id: 'description', header: 'WEB_MONEY_DESCRIPTION', text: (row) => row.description ?? '' },
  amount('amount', 'WEB_MONEY_AMOUNT', { hiddenByDefault: true }),
  amount('vat', 'WEB_MONEY_VAT', { hiddenByDefault: true }),
  amount('total', 'WEB_MONEY_TOTAL', { sortable: true, alwaysShown: true }),
  {
    id: 'status',
    header: 'WEB_MONEY_STATUS',
    text: (row, { t }) => t(statusKeys[row.status]),
    render: (row, { t }) => <StatusBadge active={row.status === 'ACTIVE'} label={t(statusKeys[row.status])} />,
  },
  {
    id: 'reference',
    header: 'WEB_MONEY_REFERENCE',
    hiddenByDefault: true,
    text: (row, { language }) => (row.reference ? localDigits(row.reference, language) : ''),
  },
];
