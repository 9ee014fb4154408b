import type { depositSchema } from '@daftar/contracts/endpoints/banking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../../i18n/i18n.ts';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import { amountUnitQuery } from '../../lib/query/amount-unit-query.ts';
import { storeActiveCompanyId } from '../../lib/session/active-company.ts';
import { depositsQuery } from './api.ts';
import { DepositsScreen } from './deposits-screen.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const deposit: z.infer<typeof depositSchema> = {
  id: 'dep-1',
  number: '0102680020817909002',
  iban: 'IR820540102680020817909002',
  title: 'سپرده کوتاه‌مدت',
  balance: 125_000_000,
  currency: 'IRR',
  type: 'SHORT_TERM',
  dailyLimit: 1_000_000_000,
  usedToday: 0,
};

function renderWith(unit: 'RIAL' | 'TOMAN') {
  storeActiveCompanyId(1);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(depositsQuery.queryKey, [deposit]);
  queryClient.setQueryData(amountUnitQuery(1).queryKey, unit);
  render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <MemoryRouter>
          <DepositsScreen />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('deposit-balance').textContent;
}

describe('bank balances (issue 20: they showed no unit)', () => {
  it('show their unit, Rial by the setting', () => {
    expect(renderWith('RIAL')).toBe('۱۲۵٬۰۰۰٬۰۰۰ ریال');
  });

  it('show Tomans when the books show Tomans', () => {
    expect(renderWith('TOMAN')).toBe('۱۲٬۵۰۰٬۰۰۰ تومان');
  });
});
