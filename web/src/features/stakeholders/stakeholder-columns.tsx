import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { stakeholderKindKeys, stakeholderRoleKeys } from './stakeholder-list-spec.ts';

export function roleText(stakeholder: Stakeholder, { t, language }: CellFormat): string {
  const roles = [
    stakeholder.isCustomer ? t(stakeholderRoleKeys.customer) : null,
    stakeholder.isSupplier ? t(stakeholderRoleKeys.supplier) : null,
  ].filter(Boolean);
  return roles.join(language === 'fa' ? '، ' : ', ');
}

const optionalDigits = (value: string | null, { language }: CellFormat) => (value ? localDigits(value, language) : '');

/** The list's columns, shared by the table and the CSV export (the file holds the columns the table shows). */
export const stakeholderColumns: ListColumn<Stakeholder>[] = [
  {
    id: 'code',
    header: 'WEB_STAKEHOLDER_CODE',
    sortable: true,
    alwaysShown: true,
    text: (row, format) => localDigits(row.code, format.language),
  },
  {
    id: 'displayName',
    header: 'WEB_STAKEHOLDER_NAME',
    sortable: true,
    alwaysShown: true,
    text: (row) => row.displayName,
    render: (row) => (
      <Link to={`/stakeholders/${row.id}`} className="stakeholder-name-link">
        {row.displayName}
      </Link>
    ),
  },
  {
    id: 'kind',
    header: 'WEB_STAKEHOLDER_KIND',
    sortable: true,
    text: (row, { t }) => t(stakeholderKindKeys[row.kind]),
  },
  { id: 'roles', header: 'WEB_STAKEHOLDER_ROLES', text: roleText },
  {
    id: 'mobile',
    header: 'WEB_STAKEHOLDER_MOBILE',
    sortable: true,
    text: (row, format) => optionalDigits(row.mobile, format),
    render: (row, format) => <bdi>{optionalDigits(row.mobile, format)}</bdi>,
  },
  { id: 'city', header: 'WEB_STAKEHOLDER_CITY', hiddenByDefault: true, text: (row) => row.city ?? '' },
  {
    id: 'creditLimit',
    header: 'WEB_STAKEHOLDER_CREDIT_LIMIT',
    sortable: true,
    numeric: true,
    text: (row, { language }) => (row.creditLimit === null ? '' : formatAmount(row.creditLimit, language)),
  },
  {
    id: 'active',
    header: 'WEB_LIST_STATUS',
    text: (row, { t }) => t(row.active ? 'WEB_LIST_ACTIVE' : 'WEB_LIST_INACTIVE'),
    render: (row, { t }) => (
      <StatusBadge active={row.active} label={t(row.active ? 'WEB_LIST_ACTIVE' : 'WEB_LIST_INACTIVE')} />
    ),
  },
  {
    id: 'createdAt',
    header: 'WEB_STAKEHOLDER_CREATED_AT',
    sortable: true,
    hiddenByDefault: true,
    text: (row, { language }) => formatDate(row.createdAt, language),
  },
];
