import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/language-context.tsx';
import '../../i18n/i18n.ts';
import { QueryGate } from './voucher-query-gate.tsx';

afterEach(cleanup);

/** Only the fields the gate reads: a query still waiting for its first answer, or one that has it. */
const query = (isPending: boolean) => ({ isPending, isLoadingError: false, error: null }) as unknown as UseQueryResult;

/** Records, at each of its commits, whether the page showed the gate's loading note or the screen behind it. */
function Page({ pending, seen }: { pending: boolean; seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-testid="books-loading"]') ? 'loading' : 'screen');
  });
  return <QueryGate queries={[query(pending)]}>{() => <p data-testid="screen">The voucher</p>}</QueryGate>;
}

describe('QueryGate', () => {
  it('renders the screen in a later render than the one bringing the last answer', () => {
    const seen: string[] = [];
    const { rerender } = render(
      <LanguageProvider>
        <Page pending seen={seen} />
      </LanguageProvider>,
    );
    rerender(
      <LanguageProvider>
        <Page pending={false} seen={seen} />
      </LanguageProvider>,
    );
    // The answer's own commit still shows the note; the deferred render then brings the screen.
    expect(seen).toEqual(['loading', 'loading']);
    expect(screen.getByTestId('screen')).toBeTruthy();
  });

  it('shows the note at once when a query waits again (another voucher opened)', () => {
    const seen: string[] = [];
    const { rerender } = render(
      <LanguageProvider>
        <Page pending={false} seen={seen} />
      </LanguageProvider>,
    );
    rerender(
      <LanguageProvider>
        <Page pending seen={seen} />
      </LanguageProvider>,
    );
    expect(seen).toEqual(['screen', 'loading']);
  });
});
