import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { type ListColumn, toTableColumns } from './list-columns.tsx';
import { ListResults } from './list-results.tsx';

interface Row {
  id: number;
  name: string;
}

const columns: ListColumn<Row>[] = [{ id: 'name', header: 'Name', text: (row) => row.name }];
const format = { t: (key: string) => key, language: 'en' as const };
const table = {
  pagination: { pageIndex: 0, pageSize: 20 },
  onPaginationChange: () => undefined,
  sorting: [],
  onSortingChange: () => undefined,
};

afterEach(cleanup);

function show(
  query: Partial<ComponentProps<typeof ListResults<Row>>['query']>,
  list: { filtered?: boolean; clearFilters?: () => void } = {},
) {
  render(
    <LanguageProvider>
      <ListResults<Row>
        query={{ data: undefined, error: null, isFetching: false, refetch: vi.fn(), ...query }}
        list={{ filtered: false, clearFilters: vi.fn(), table, ...list }}
        columns={toTableColumns(columns, format)}
        caption="Rows"
        empty={<p data-testid="first-use">Add the first row</p>}
      />
    </LanguageProvider>,
  );
}

describe('ListResults', () => {
  it('shows the count and the rows of the page', () => {
    show({ data: { data: [{ id: 1, name: 'Tea' }], meta: { total: 41 } } });
    expect(screen.getByTestId('list-total')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Tea' })).toBeTruthy();
  });

  it('offers a retry in place of the table when the first load fails', () => {
    const refetch = vi.fn();
    show({ error: new Error('offline'), refetch });
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the page on screen when a later request fails', () => {
    show({ data: { data: [{ id: 1, name: 'Tea' }], meta: { total: 1 } }, error: new Error('offline') });
    expect(screen.getByRole('cell', { name: 'Tea' })).toBeTruthy();
  });

  it('says "no matches" with a way back when a search or filter found nothing', () => {
    const clearFilters = vi.fn();
    show({ data: { data: [], meta: { total: 0 } } }, { filtered: true, clearFilters });
    fireEvent.click(screen.getByTestId('list-clear-filters'));
    expect(clearFilters).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('first-use')).toBeNull();
  });

  it('shows the first-use invitation when the company has no rows at all', () => {
    show({ data: { data: [], meta: { total: 0 } } });
    expect(screen.getByTestId('first-use')).toBeTruthy();
  });

  it('waits for the request under way before saying the list is empty', () => {
    show({ data: { data: [], meta: { total: 0 } }, isFetching: true }, { filtered: true });
    expect(screen.queryByTestId('list-empty')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
