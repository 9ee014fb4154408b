import type { TreasuryAccount } from '@daftar/contracts/endpoints/treasury-schemas';
import { maxPageSize } from '@daftar/contracts/schemas/list-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { FigureSummary } from '../people-reports/people-report-parts.tsx';
import { ReportFrame } from '../report-frame.tsx';
import type { ReportModel } from '../report-model.ts';
import { dateParam } from '../report-params.ts';
import { useReportScreen } from '../report-screen.tsx';
import { treasuryStatementQuery } from './treasury-queries.ts';
import type { getTreasuryStatement } from './treasury-client.ts';
import { TreasuryPager } from './treasury-parts.tsx';
import { pageOf } from '../../../lib/routing/page-param.ts';
import { postedLineRow } from '../report-figures.ts';

type Statement = Awaited<ReturnType<typeof getTreasuryStatement>>;
const pageSize = 25;

const sourceKeys: Record<string, string> = {
  TREASURY_OPENING: 'WEB_TREASURY_SOURCE_OPENING',
  TREASURY_TRANSFER: 'WEB_TREASURY_SOURCE_TRANSFER',
  PETTY_CASH_SETTLEMENT: 'WEB_TREASURY_SOURCE_SETTLEMENT',
  OWNER_TRANSACTION: 'WEB_TREASURY_SOURCE_OWNER',
  INVOICE_PAYMENT: 'WEB_TREASURY_SOURCE_INVOICE_PAYMENT',
};

/**
 * One treasury account's statement: the balance before the period, then every journal line on it with the balance
 * after it, paged by the server (?spage=), exported whole to CSV or Excel and printable like the books' reports.
 */
export function StatementPanel({ account }: { account: TreasuryAccount }) {
  const { t, language, companyId, params, amount, periodText } = useReportScreen();
  const queryClient = useQueryClient();
  const period = { from: dateParam(params, 'from'), to: dateParam(params, 'to') };
  const query = useQuery(
    treasuryStatementQuery(companyId, account.id, { ...period, page: pageOf(params, 'spage'), pageSize }),
  );

  const modelOf = useCallback(
    (lines: Statement['data']): ReportModel => {
      const sourceText = (source: string | null) => {
        const key = source ? sourceKeys[source] : undefined;
        return key ? t(key) : '';
      };
      return {
        fileName: `statement-${account.tafsiliCode}`,
        title: `${t('WEB_TREASURY_STATEMENT_OF', { name: account.name })}${
          period.from && period.to ? ` — ${periodText({ from: period.from, to: period.to })}` : ''
        }`,
        columns: [
          { key: 'date', header: t('WEB_TREASURY_DATE') },
          { key: 'voucher', header: t('WEB_TREASURY_VOUCHER') },
          { key: 'description', header: t('WEB_TREASURY_DESCRIPTION') },
          { key: 'debit', header: t('WEB_TREASURY_IN'), numeric: true },
          { key: 'credit', header: t('WEB_TREASURY_OUT'), numeric: true },
          { key: 'balance', header: t('WEB_TREASURY_BALANCE'), numeric: true },
        ],
        rows: lines.map((line) =>
          postedLineRow(line, 'statement-line', language, {
            description: { text: line.description ?? sourceText(line.sourceType) },
            debit: line.debit > 0 ? amount(line.debit) : { text: '' },
            credit: line.credit > 0 ? amount(line.credit) : { text: '' },
            balance: amount(line.balance),
          }),
        ),
      };
    },
    [t, language, amount, account, period.from, period.to, periodText],
  );
  const statement = query.data;
  const model = useMemo(() => statement && modelOf(statement.data), [statement, modelOf]);

  const loadWhole = async () => {
    const read = (page: number) =>
      queryClient.fetchQuery(treasuryStatementQuery(companyId, account.id, { ...period, page, pageSize: maxPageSize }));
    let answer = await read(1);
    const lines = [...answer.data];
    while (lines.length < answer.meta.total) {
      answer = await read(answer.meta.page + 1);
      lines.push(...answer.data);
    }
    return modelOf(lines);
  };

  return (
    <ReportFrame
      testId="treasury-statement"
      query={query}
      model={model}
      loadWhole={loadWhole}
      period="range"
      summary={
        statement && (
          <FigureSummary
            testId="treasury-statement-summary"
            figures={[
              [t('WEB_TREASURY_OPENING'), amount(statement.summary.opening), 'opening'],
              [t('WEB_TREASURY_IN'), amount(statement.summary.debit), 'debit'],
              [t('WEB_TREASURY_OUT'), amount(statement.summary.credit), 'credit'],
              [t('WEB_TREASURY_CLOSING'), amount(statement.summary.closing), 'closing'],
            ]}
          />
        )
      }
      footer={statement && <TreasuryPager meta={statement.meta} param="spage" testId="treasury-statement-pager" />}
    />
  );
}
