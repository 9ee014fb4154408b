import type { Purchase } from '@daftar/contracts/endpoints/pay-schemas';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { ListColumn } from '../../ui/list/list-columns.tsx';

/**
 * The purchases' columns, for the table and the CSV alike; the card shows masked, as the bank gives it, and a
 * purchase recorded by hand is marked so in its place (its note a column of its own).
 */
export const purchaseColumns: ListColumn<Purchase>[] = [
  {
    id: 'paidAt',
    header: 'WEB_PAY_PAID_AT',
    sortable: true,
    text: (row, { language }) => formatDate(row.paidAt, language, { withTime: true }),
  },
  {
    id: 'linkTitle',
    header: 'WEB_PAY_LINK',
    text: (row) => row.linkTitle,
    render: (row) => <Link to={`../${row.linkId}`}>{row.linkTitle}</Link>,
  },
  { id: 'payerName', header: 'WEB_PAY_PAYER', text: (row) => row.payerName ?? '' },
  {
    id: 'payerMobile',
    header: 'WEB_PAY_PAYER_MOBILE',
    hiddenByDefault: true,
    text: (row, { language }) => localDigits(row.payerMobile ?? '', language),
  },
  {
    id: 'cardMasked',
    header: 'WEB_PAY_CARD',
    // A purchase recorded by hand had no card on this terminal: it says so where the card would be.
    text: (row, { t, language }) => (row.manual ? t('WEB_PAY_MANUAL_BADGE') : localDigits(row.cardMasked, language)),
    render: (row, { t, language }) =>
      row.manual ? (
        <span className="pill" title={row.note ?? undefined} data-testid="purchase-manual">
          {t('WEB_PAY_MANUAL_BADGE')}
        </span>
      ) : (
        <bdi dir="ltr">{localDigits(row.cardMasked, language)}</bdi>
      ),
  },
  {
    id: 'note',
    header: 'WEB_PAY_MANUAL_NOTE',
    hiddenByDefault: true,
    text: (row) => row.note ?? '',
  },
  {
    id: 'reference',
    header: 'WEB_PAY_REFERENCE',
    text: (row, { language }) => localDigits(row.reference, language),
  },
  {
    id: 'amount',
    header: 'WEB_PAY_AMOUNT',
    sortable: true,
    numeric: true,
    alwaysShown: true,
    text: (row, { language }) => formatAmount(row.amount, language),
  },
];
