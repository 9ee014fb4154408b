import type { PaymentLink } from '@daftar/contracts/endpoints/pay-schemas';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { linkKindKeys, linkStateKeys } from './pay-labels.ts';

/** A link's price as a payer meets it: the fixed amount, or the range the payer may type in. */
export function linkPriceText(
  link: Pick<PaymentLink, 'amountMode' | 'amount' | 'minAmount' | 'maxAmount'>,
  format: CellFormat,
) {
  const { t, language } = format;
  if (link.amountMode === 'FIXED') return formatAmount(link.amount ?? 0, language);
  const min = link.minAmount === null ? null : formatAmount(link.minAmount, language);
  const max = link.maxAmount === null ? null : formatAmount(link.maxAmount, language);
  if (min && max) return `${min} – ${max}`;
  if (min) return `${t('WEB_PAY_AMOUNT_FROM')} ${min}`;
  if (max) return `${t('WEB_PAY_AMOUNT_UP_TO')} ${max}`;
  return t('WEB_PAY_AMOUNT_PAYER');
}

const usedText = (row: PaymentLink, { language }: CellFormat) =>
  localDigits(row.usageLimit === null ? String(row.usedCount) : `${row.usedCount} / ${row.usageLimit}`, language);
const dayText = (iso: string | null, { language }: CellFormat) =>
  iso === null ? '' : formatDate(`${iso}T12:00:00Z`, language);

/** The terminal page's link columns, for the table and the CSV alike. */
export const linkColumns: ListColumn<PaymentLink>[] = [
  {
    id: 'title',
    header: 'WEB_PAY_LINK_TITLE',
    sortable: true,
    alwaysShown: true,
    text: (row) => row.title,
    render: (row) => (
      <Link to={String(row.id)} data-testid="pay-link-row">
        {row.title}
      </Link>
    ),
  },
  { id: 'kind', header: 'WEB_PAY_LINK_KIND', text: (row, { t }) => t(linkKindKeys[row.kind]) },
  { id: 'price', header: 'WEB_PAY_LINK_PRICE', numeric: true, text: linkPriceText },
  { id: 'usedCount', header: 'WEB_PAY_LINK_USED', sortable: true, numeric: true, text: usedText },
  {
    id: 'collected',
    header: 'WEB_PAY_LINK_COLLECTED',
    sortable: true,
    numeric: true,
    text: (row, { language }) => formatAmount(row.collected, language),
  },
  { id: 'expiresOn', header: 'WEB_PAY_LINK_EXPIRES', text: (row, format) => dayText(row.expiresOn, format) },
  {
    id: 'state',
    header: 'WEB_LIST_STATUS',
    text: (row, { t }) => t(linkStateKeys[row.state]),
    render: (row, { t }) => <StatusBadge active={row.state === 'AVAILABLE'} label={t(linkStateKeys[row.state])} />,
  },
  {
    id: 'createdAt',
    header: 'WEB_PAY_CREATED_AT',
    sortable: true,
    hiddenByDefault: true,
    text: (row, { language }) => formatDate(row.createdAt, language),
  },
];
