import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDeferredValue } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { isNotFound } from '../../lib/routing/record-id.ts';
import { Button } from '../../ui/button.tsx';
import { RecordNotFound } from '../../ui/record-not-found.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';

/** A voucher id the API does not know (or that is no id at all): a wrong one and another company's look alike. */
export function VoucherNotFound() {
  return (
    <RecordNotFound
      title="VOUCHER_NOT_FOUND"
      body="WEB_VOUCHER_NOT_FOUND_BODY"
      listPath="/accounting/journal-ledger"
      testId="voucher-not-found"
    />
  );
}

/**
 * The loading, failure and not-found states of a books screen that waits on several queries: a 404 says the voucher
 * was not found (another company's looks the same), any other failure shows its message and a retry. A query that
 * failed only to refresh data it already has (kept from the last visit while the API is away) keeps the screen: the
 * offline banner says the data is not current, and unmounting the editor would drop what is being typed.
 */
export function QueryGate({ queries, children }: { queries: UseQueryResult[]; children: () => ReactNode }) {
  const t = useT();
  const errorText = useErrorText();
  const pending = queries.some((query) => query.isPending);
  // The last answer arrives in a synchronous render (TanStack Query's store): the screen behind the gate renders
  // from a deferred flag, in a render that yields between slices, instead of in that one long task.
  const shownPending = useDeferredValue(pending);
  const failed = queries.find((query) => query.isLoadingError);
  if (failed) {
    if (isNotFound(failed.error)) return <VoucherNotFound />;
    return (
      <div className="books-failure" role="alert" data-testid="books-failure">
        <p>{errorText(failed.error)}</p>
        <Button
          variant="outline"
          onClick={() => {
            for (const query of queries) if (query.isLoadingError) void query.refetch();
          }}
        >
          {t('WEB_LIST_RETRY')}
        </Button>
      </div>
    );
  }
  if (pending || shownPending)
    return (
      <p className="books-loading" role="status" data-testid="books-loading">
        {t('WEB_BOOKS_LOADING')}
      </p>
    );
  return <>{children()}</>;
}
