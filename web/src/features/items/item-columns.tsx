import type { Item } from '@daftar/contracts/endpoints/items';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { itemKindKeys } from './item-kind.ts';

const amount = (rials: number | null, { language }: CellFormat) =>
  rials === null ? '' : formatAmount(rials, language);
const statusText = (item: Item, { t }: CellFormat) => t(item.active ? 'WEB_LIST_ACTIVE' : 'WEB_LIST_INACTIVE');

/**
 * The list's columns, shared by the table and the CSV export (the file holds what the table shows). Prices come right
 * after the name, so a phone shows them before the table scrolls; unit and barcode are on the detail screen.
 */
export const itemColumns: ListColumn<Item>[] = [
  {
    id: 'code',
    header: 'WEB_ITEM_CODE',
    sortable: true,
    text: (row, { language }) => localDigits(row.code, language),
    render: (row, { language }) => <bdi>{localDigits(row.code, language)}</bdi>,
  },
  {
    id: 'name',
    header: 'WEB_ITEM_NAME',
    sortable: true,
    text: (row) => row.name,
    render: (row) => (
      <Link to={`/items/${row.id}`} className="item-name-link" data-testid="item-link">
        {row.name}
      </Link>
    ),
  },
  {
    id: 'salePrice',
    header: 'WEB_ITEM_SALE_PRICE',
    sortable: true,
    numeric: true,
    text: (row, format) => amount(row.salePrice, format),
  },
  {
    id: 'purchasePrice',
    header: 'WEB_ITEM_PURCHASE_PRICE',
    sortable: true,
    numeric: true,
    text: (row, format) => amount(row.purchasePrice, format),
  },
  { id: 'kind', header: 'WEB_ITEM_KIND', sortable: true, text: (row, { t }) => t(itemKindKeys[row.kind]) },
  { id: 'category', header: 'WEB_ITEM_CATEGORY', text: (row) => row.category ?? '' },
  {
    id: 'active',
    header: 'WEB_LIST_STATUS',
    text: statusText,
    render: (row, format) => <StatusBadge active={row.active} label={statusText(row, format)} />,
  },
  {
    id: 'createdAt',
    header: 'WEB_ITEM_CREATED_AT',
    sortable: true,
    text: (row, { language }) => formatDate(row.createdAt, language),
  },
];
