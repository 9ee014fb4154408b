import type { BankTransaction } from '@daftar/contracts/endpoints/banking-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { exportListCsv } from '../../lib/csv/export-list-csv.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { transactionsQuery } from './api.ts';
import { listTransactions } from './banking-client.ts';
import { TransactionRows } from './transaction-rows.tsx';

const pageSize = 20;

/**
 * A deposit's or card's statement: server-paged, newest first, in a date range (both in the URL, so a reload or a
 * shared link shows the same page), with a CSV of every movement in the range.
 */
export function Statement({ of, fileName }: { of: { depositId: string } | { cardId: string }; fileName: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const { data, isFetching } = useQuery(transactionsQuery({ ...of, ...range, page, pageSize }));
  const [exporting, setExporting] = useState(false);

  const setParam = (name: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  async function exportCsv() {
    setExporting(true);
    const text = (row: BankTransaction) => formatAmount(row.amount, language);
    await exportListCsv<BankTransaction>({
      fileName,
      columns: [
        { header: t('WEB_BANK_DATE'), text: (row) => formatDate(row.occurredAt, language, { withTime: true }) },
        { header: t('WEB_BANK_DESCRIPTION'), text: (row) => row.description },
        { header: t('WEB_BANK_CREDIT'), text: (row) => (row.direction === 'CREDIT' ? text(row) : '') },
        { header: t('WEB_BANK_DEBIT'), text: (row) => (row.direction === 'DEBIT' ? text(row) : '') },
        { header: t('WEB_BANK_BALANCE_AFTER'), text: (row) => formatAmount(row.balanceAfter, language) },
        { header: t('WEB_BANK_REFERENCE'), text: (row) => row.reference },
      ],
      fetchPage: (at, size) => listTransactions(apiClient, { ...of, ...range, page: at, pageSize: size }),
    }).finally(() => setExporting(false));
  }

  const total = data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const digits = (n: number) => localDigits(String(n), language);
  return (
    <section aria-label={t('WEB_BANK_STATEMENT')}>
      <div className="bank-row">
        <DateField
          label={t('WEB_BANK_FROM')}
          value={from}
          onChange={(value) => setParam('from', value)}
          data-testid="statement-from"
        />
        <DateField
          label={t('WEB_BANK_TO')}
          value={to}
          onChange={(value) => setParam('to', value)}
          data-testid="statement-to"
        />
        <Button
          variant="outline"
          className="bank-push"
          loading={exporting}
          onClick={exportCsv}
          data-testid="statement-export"
        >
          {t('WEB_BANK_EXPORT_CSV')}
        </Button>
      </div>
      {data && <TransactionRows rows={data.data} />}
      <div className="bank-row" aria-busy={isFetching}>
        <span className="bank-muted" data-testid="statement-count">
          {t('WEB_BANK_PAGE_OF', { page: digits(page), pages: digits(pages), total: digits(total) })}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="bank-push"
          disabled={page <= 1}
          onClick={() => setParam('page', String(page - 1))}
        >
          {t('WEB_BANK_PREVIOUS')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => setParam('page', String(page + 1))}
          data-testid="statement-next"
        >
          {t('WEB_BANK_NEXT')}
        </Button>
      </div>
    </section>
  );
}
