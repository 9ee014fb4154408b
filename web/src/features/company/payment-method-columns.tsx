import type { PaymentMethod } from '@daftar/contracts/endpoints/payment-methods';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { paymentMethodKindKeys } from './payment-method-kind.ts';

const statusText = (method: PaymentMethod, { t }: CellFormat) =>
  t(method.active ? 'WEB_LIST_ACTIVE' : 'WEB_LIST_INACTIVE');

/** «1102 بانک‌ها», in the reader's digits and, in en, the account's English name when it has one. */
export const accountLabel = (account: PaymentMethod['account'], language: CellFormat['language']): string =>
  `${localDigits(account.code, language)} ${language === 'en' ? (account.nameEn ?? account.nameFa) : account.nameFa}`;

/** The list's columns, shared by the table and the CSV export. */
export const paymentMethodColumns: ListColumn<PaymentMethod>[] = [
  {
    id: 'name',
    header: 'WEB_PAYMENT_METHOD_NAME',
    sortable: true,
    text: (row) => row.name,
    render: (row) => (
      <Link to={`/company/payment-methods/edit/${row.id}`} data-testid="payment-method-link">
        {row.name}
      </Link>
    ),
  },
  {
    id: 'kind',
    header: 'WEB_PAYMENT_METHOD_KIND',
    sortable: true,
    text: (row, { t }) => t(paymentMethodKindKeys[row.kind]),
  },
  {
    id: 'account',
    header: 'WEB_PAYMENT_METHOD_ACCOUNT',
    text: (row, { language }) => accountLabel(row.account, language),
  },
  { id: 'tafsili', header: 'WEB_PAYMENT_METHOD_TREASURY', text: (row) => row.tafsili?.name ?? '' },
  {
    id: 'isDefault',
    header: 'WEB_PAYMENT_METHOD_DEFAULT',
    text: (row, { t }) => (row.isDefault ? t('WEB_PAYMENT_METHOD_IS_DEFAULT') : ''),
  },
  {
    id: 'active',
    header: 'WEB_LIST_STATUS',
    text: statusText,
    render: (row, format) => <StatusBadge active={row.active} label={statusText(row, format)} />,
  },
];
