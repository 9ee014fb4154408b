import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { ReportFrame } from './report-frame.tsx';
import type { ReportModel } from './report-model.ts';

afterEach(cleanup);

const model: ReportModel = {
  fileName: 'trial-balance',
  title: 'Trial balance',
  columns: [
    { key: 'name', header: 'Account' },
    { key: 'debit', header: 'Debit', numeric: true },
  ],
  rows: [{ key: 'cash', cells: { name: { text: 'Cash' }, debit: { text: '1,000', value: 1000 } } }],
};

const query = { error: null, isFetching: false, refetch: () => undefined };

/** Records, at each of its commits, whether the report's table was on the page. */
function Page({ shown, seen }: { shown: ReportModel | undefined; seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="report-table"]') ? 'table' : 'waiting');
  });
  return <ReportFrame testId="report" filters={null} query={query} model={shown} />;
}

const page = (shown: ReportModel | undefined, seen: string[]) => (
  <MemoryRouter>
    <LanguageProvider>
      <Page shown={shown} seen={seen} />
    </LanguageProvider>
  </MemoryRouter>
);

describe('ReportFrame', () => {
  it('renders the table in a later render than the one bringing the figures', () => {
    const seen: string[] = [];
    const { rerender } = render(page(undefined, seen));
    rerender(page(model, seen));
    expect(seen).toEqual(['waiting', 'waiting']);
    expect(screen.getByTestId('report-table').textContent).toContain('Cash');
  });
});
