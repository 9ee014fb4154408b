import type { SortingState } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { DataTable } from '../data-table/data-table.tsx';
import { type ListColumn, toCsvColumns, toTableColumns } from './list-columns.tsx';

interface Row {
  id: number;
  name: string;
  price: number;
}

const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, text: (row) => row.name },
  { id: 'price', header: 'Price', numeric: true, text: (row) => String(row.price) },
];
const format = { t: (key: string) => key, language: 'en' as const };
const rows: Row[] = [{ id: 1, name: 'Tea', price: 1200 }];

afterEach(cleanup);

describe('list columns', () => {
  it('offers sorting on the sortable columns only, and reports it', () => {
    const onSortingChange = vi.fn<(sorting: SortingState) => void>();
    render(
      <LanguageProvider>
        <DataTable
          caption="Items"
          columns={toTableColumns(columns, format)}
          data={rows}
          getRowId={(row) => String(row.id)}
          sorting={[]}
          onSortingChange={(updater) => onSortingChange(typeof updater === 'function' ? updater([]) : updater)}
        />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    expect(screen.queryByRole('button', { name: 'Price' })).toBeNull();
  });

  it('gives the CSV the same headers and texts', () => {
    const csv = toCsvColumns(columns, format);
    expect(csv.map((column) => column.header)).toEqual(['Name', 'Price']);
    expect(csv.map((column) => column.text(rows[0] as Row))).toEqual(['Tea', '1200']);
  });
});
