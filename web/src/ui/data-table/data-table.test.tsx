import type { PaginationState, SortingState } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { DataTable } from './data-table.tsx';
import { dataTableColumns } from './data-table-features.ts';

interface Invoice {
  id: string;
  customer: string;
  total: number;
}

const col = dataTableColumns<Invoice>();
const columns = col.columns([
  col.accessor('customer', { header: 'Customer' }),
  col.accessor('total', { header: 'Total', cell: (info) => String(info.getValue()) }),
]);
const rows: Invoice[] = [
  { id: 'a', customer: 'Sara', total: 1200 },
  { id: 'b', customer: 'Reza', total: 800 },
];
const noRows: Invoice[] = [];

afterEach(cleanup);

function Paged({ onSort }: { onSort: (sorting: SortingState) => void }) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 2 });
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <LanguageProvider>
      <DataTable
        caption="Invoices"
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        rowCount={5}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === 'function' ? updater(sorting) : updater;
          setSorting(next);
          onSort(next);
        }}
      />
    </LanguageProvider>
  );
}

describe('DataTable', () => {
  it('renders a captioned table with column headers and one row per item', () => {
    render(<DataTable caption="Invoices" columns={columns} data={rows} getRowId={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Customer', 'Total']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Sara')).toBeDefined();
  });

  it('says so when there are no rows', () => {
    render(<DataTable caption="Invoices" columns={columns} data={noRows} getRowId={(row) => row.id} />);
    expect(screen.getByText('هنوز موردی برای نمایش نیست.')).toBeDefined();
  });

  it('asks the owner to sort (server-side) and marks the header with aria-sort', () => {
    const onSort = vi.fn();
    render(<Paged onSort={onSort} />);
    fireEvent.click(screen.getByRole('button', { name: /Customer/ }));
    expect(onSort).toHaveBeenLastCalledWith([{ id: 'customer', desc: false }]);
    expect(screen.getByRole('columnheader', { name: /Customer/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('pages through the server total with Persian digits', () => {
    render(<Paged onSort={vi.fn()} />);
    const pager = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    expect(pager.textContent).toContain('صفحهٔ ۱ از ۳');
    const previous = within(pager).getByRole('button', { name: 'صفحهٔ قبل' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'صفحهٔ بعد' }));
    expect(pager.textContent).toContain('صفحهٔ ۲ از ۳');
  });

  it('keeps each cell in place when its columns are made anew (a new text map or unit): a press is not lost', () => {
    const linked = (label: string) =>
      col.columns([col.accessor('customer', { header: label, cell: (info) => <a href="#row">{info.getValue()}</a> })]);
    const table = (label: string) => (
      <DataTable caption="Invoices" columns={linked(label)} data={rows} getRowId={(row) => row.id} />
    );
    const { rerender } = render(table('Customer'));
    const link = screen.getByText('Sara');
    rerender(table('Party'));
    expect(screen.getByRole('columnheader').textContent).toBe('Party');
    expect(screen.getByText('Sara')).toBe(link);
  });
});
