import type { voucherSummarySchema } from '@daftar/contracts/endpoints/accounting-vouchers';
import { Link } from 'react-router';
import type { z } from 'zod';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import type { ListColumn } from '../../ui/list/list-columns.tsx';
import { voucherKindKeys, voucherStatusKeys } from './voucher-status-badge.tsx';
import { formatDate } from '../../lib/format/format-date.ts';

export type VoucherSummary = z.infer<typeof voucherSummarySchema>;

/** The journal's columns, for the table and the CSV export alike. */
export const voucherColumns: ListColumn<VoucherSummary>[] = [
  {
    id: 'number',
    header: 'WEB_VOUCHER_NUMBER',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => localDigits(String(row.number), language),
    render: (row, { language }) => (
      <Link to={`/accounting/journal-ledger/${row.id}/edit`} className="voucher-link" data-testid="voucher-row-link">
        {localDigits(String(row.number), language)}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'WEB_VOUCHER_DATE',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => formatDate(row.date, language),
  },
  { id: 'description', header: 'WEB_VOUCHER_DESCRIPTION', text: (row) => row.description ?? '' },
  {
    id: 'status',
    header: 'WEB_VOUCHER_STATUS',
    text: (row, { t }) => t(voucherStatusKeys[row.status]),
    render: (row, { t }) => (
      <span className={`voucher-status voucher-status-${row.status.toLowerCase()}`}>
        {t(voucherStatusKeys[row.status])}
      </span>
    ),
  },
  { id: 'kind', header: 'WEB_VOUCHER_KIND', hiddenByDefault: true, text: (row, { t }) => t(voucherKindKeys[row.kind]) },
  {
    id: 'total',
    header: 'WEB_VOUCHER_TOTAL',
    numeric: true,
    alwaysShown: true,
    text: (row, { language, amountUnit }) => formatAmount(row.total, language, amountUnit),
  },
];
