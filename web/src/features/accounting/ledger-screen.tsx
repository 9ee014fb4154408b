import { maxPageSize } from '@daftar/contracts/schemas/list-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { AccountPicker, accountLabel, TafsiliPicker } from './account-picker.tsx';
import { useReportAmounts } from './report-amounts.ts';
import { ReportFrame } from './report-frame.tsx';
import type { ReportModel } from './report-model.ts';
import { cursorParam, dateParam, idParam, useReportParams } from './report-params.ts';
import { ReportPeriodFilters } from './report-period-filters.tsx';
import type { generalLedger } from './accounting-client-reports.ts';
import { accountsQuery, generalLedgerQuery, tafsiliQuery } from './report-queries.ts';
import { usePeriodText } from './trial-balance-screen.tsx';
import { lineColumns, postedLineRow } from './report-figures.ts';

const pageSize = 50;

type Ledger = Awaited<ReturnType<typeof generalLedger>>;

/** The side a running balance is on: debit − credit above zero owes, below is owed. */
const sideKey = (balance: number) =>
  balance > 0 ? 'WEB_REPORT_SIDE_DEBIT' : balance < 0 ? 'WEB_REPORT_SIDE_CREDIT' : 'WEB_REPORT_SIDE_NONE';

/**
 * /accounting/general-ledger (account and tafsili picked on the page) and /accounting/account-details/{accountId}
 * (reached from a report's figure): one account's or tafsili's lines over a period with the opening balance, the
 * running balance after each line and the closing balance, fifty lines a page; each line opens its voucher. Pages
 * follow the server's (date, id) cursors (?after=… or ?before=… in the URL), never a page number.
 */
export function LedgerScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, set } = useReportParams();
  const pathAccount = Number(useParams()['*']?.split('/')[0]);
  const { amount } = useReportAmounts();
  const periodText = usePeriodText();
  const accounts = useQuery(accountsQuery(companyId));
  const tafsili = useQuery(tafsiliQuery(companyId));
  const fromPath = Number.isSafeInteger(pathAccount) && pathAccount > 0;
  const accountId = fromPath ? pathAccount : idParam(params, 'accountId');
  const tafsiliId = idParam(params, 'tafsiliId');
  const after = cursorParam(params, 'after');
  const before = after ? undefined : cursorParam(params, 'before');
  const chosen = accountId !== undefined || tafsiliId !== undefined;
  const subjectQuery = { accountId, tafsiliId, from: dateParam(params, 'from'), to: dateParam(params, 'to') };
  const query = useQuery({
    ...generalLedgerQuery(companyId, { ...subjectQuery, after, before, pageSize }),
    enabled: chosen,
  });
  const queryClient = useQueryClient();
  const ledger = query.data;
  const account = accounts.data?.find((candidate) => candidate.id === accountId);
  const detail = tafsili.data?.find((candidate) => candidate.id === tafsiliId);

  const modelOf = useCallback(
    (ledger: Ledger, lines: Ledger['lines']): ReportModel => {
      const subject = [account && accountLabel(account, language), detail?.name].filter(Boolean).join(' / ');
      return {
        fileName: `ledger-${account?.code ?? detail?.code ?? ''}-${ledger.period.from}-${ledger.period.to}`,
        title: `${t('WEB_PAGE_ACC_GENERAL_LEDGER')} — ${subject} — ${periodText(ledger.period)}`,
        columns: lineColumns(t, ['date', 'voucher', 'description', 'debit', 'credit', 'balance', 'side']),
        rows: lines.map((line) =>
          postedLineRow(line, 'ledger-line', language, {
            description: { text: line.description ?? '' },
            debit: amount(line.debit),
            credit: amount(line.credit),
            balance: amount(Math.abs(line.balance)),
            side: { text: t(sideKey(line.balance)) },
          }),
        ),
      };
    },
    [account, detail, t, language, amount, periodText],
  );
  const model = useMemo(() => ledger && modelOf(ledger, ledger.lines), [ledger, modelOf]);

  /** The export holds every line of the period, read page by page (the largest the server gives) by its cursors. */
  const loadWhole = async () => {
    const page = (after?: string) =>
      queryClient.fetchQuery(generalLedgerQuery(companyId, { ...subjectQuery, after, pageSize: maxPageSize }));
    let read = await page();
    const lines = [...read.lines];
    while (read.meta.next) {
      read = await page(read.meta.next);
      lines.push(...read.lines);
    }
    return modelOf(read, lines);
  };

  const meta = ledger?.meta;
  const fresh = { after: null, before: null };
  return (
    <ReportFrame
      testId="ledger"
      query={query}
      model={model}
      loadWhole={loadWhole}
      missing={chosen ? undefined : t('WEB_LEDGER_CHOOSE')}
      filters={
        <>
          <AccountPicker
            label={t('WEB_REPORT_ACCOUNT')}
            accounts={accounts.data ?? []}
            value={accountId ?? null}
            onChange={(id) => set({ accountId: id, ...fresh })}
            disabled={fromPath}
            data-testid="ledger-account"
          />
          <TafsiliPicker
            label={t('WEB_REPORT_TAFSILI')}
            tafsili={tafsili.data ?? []}
            value={tafsiliId ?? null}
            onChange={(id) => set({ tafsiliId: id, ...fresh })}
            data-testid="ledger-tafsili"
          />
          <ReportPeriodFilters error={query.error} />
        </>
      }
      summary={
        ledger && (
          <dl className="report-summary" data-testid="ledger-summary">
            {(
              [
                ['WEB_REPORT_OPENING_BALANCE', ledger.openingBalance, 'opening'],
                ['WEB_REPORT_PERIOD_DEBIT', ledger.periodDebit, 'debit'],
                ['WEB_REPORT_PERIOD_CREDIT', ledger.periodCredit, 'credit'],
                ['WEB_REPORT_CLOSING_BALANCE', ledger.closingBalance, 'closing'],
              ] as const
            ).map(([key, figure, id]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd data-testid={`ledger-${id}`}>{amount(figure).text}</dd>
              </div>
            ))}
          </dl>
        )
      }
      footer={
        meta &&
        (meta.previous || meta.next) && (
          <nav className="report-pager" aria-label={t('WEB_TABLE_PAGINATION')} data-testid="ledger-pager">
            <Button variant="outline" size="sm" disabled={!meta.previous} onClick={() => set(fresh)}>
              {t('WEB_LEDGER_FIRST_PAGE')}
            </Button>
            <CursorStep to="previous" cursor={meta.previous} onStep={(before) => set({ after: null, before })} />
            <span aria-live="polite" data-testid="ledger-position">
              {t('WEB_LEDGER_LINES_OF', {
                first: formatAmount(meta.offset + 1, language),
                last: formatAmount(meta.offset + (ledger?.lines.length ?? 0), language),
                total: formatAmount(meta.total, language),
              })}
            </span>
            <CursorStep to="next" cursor={meta.next} onStep={(after) => set({ before: null, after })} />
          </nav>
        )
      }
    />
  );
}

const stepLabels = { previous: 'WEB_TABLE_PREVIOUS_PAGE', next: 'WEB_TABLE_NEXT_PAGE' } as const;

/** A step to the page before or after, by the server's cursor for it; none at the end of the lines. */
function CursorStep({
  to,
  cursor,
  onStep,
}: {
  to: keyof typeof stepLabels;
  cursor: string | null;
  onStep(cursor: string): void;
}) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!cursor}
      onClick={() => cursor && onStep(cursor)}
      data-testid={`ledger-${to}`}
    >
      {t(stepLabels[to])}
    </Button>
  );
}
