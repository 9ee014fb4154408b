import { maxPageSize } from '@daftar/contracts/schemas/list-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { SegmentedField } from '../../../ui/fields/segmented-field.tsx';
import { SearchBox } from '../../../ui/list/search-box.tsx';
import type { DebitorsTab } from '../debitors-tab.ts';
import { ReportFrame } from '../report-frame.tsx';
import type { ReportModel, ReportRow } from '../report-model.ts';
import { dateParam, oneOfParam } from '../report-params.ts';
import { ReportPeriodFilters } from '../report-period-filters.tsx';
import { useReportScreen } from '../report-screen.tsx';
import { FigureSummary, PagePager } from './people-report-parts.tsx';
import { debtorsQuery } from './people-report-queries.ts';
import type { DebtorsList } from './people-reports-client.ts';
import { pageOf } from '../../../lib/routing/page-param.ts';
import { keyedOptions } from '../../../ui/fields/keyed-options.ts';

const tabKeys = { DEBTORS: 'WEB_DEBTORS_TAB_DEBTORS', CREDITORS: 'WEB_DEBTORS_TAB_CREDITORS' } as const;

const pageSize = 25;
const buckets = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
const bucketKeys = {
  days0to30: 'WEB_DEBTORS_DAYS_0_30',
  days31to60: 'WEB_DEBTORS_DAYS_31_60',
  days61to90: 'WEB_DEBTORS_DAYS_61_90',
  over90: 'WEB_DEBTORS_DAYS_OVER_90',
} as const;
const sorts = ['-balance', 'balance', 'name', 'code'] as const;
const sortKeys = {
  '-balance': 'WEB_DEBTORS_SORT_LARGEST',
  balance: 'WEB_DEBTORS_SORT_SMALLEST',
  name: 'WEB_DEBTORS_SORT_NAME',
  code: 'WEB_DEBTORS_SORT_CODE',
} as const;

/**
 * /accounting/debitors-creditors?tab=debitors|creditors (and its copy /accounting/reports/debitor-creditor): each
 * person's balance on receivables (debtors) or payables (creditors) at a date with its ageing, searched, sorted and
 * paged by the server; each name opens the person's statement. The totals cover every match, not the page.
 */
export function DebtorsScreen() {
  const { t, language, companyId, params, set, amount } = useReportScreen();
  const { tab: routeTab } = useLoaderData() as { tab: DebitorsTab };
  const tab = routeTab === 'creditors' ? 'CREDITORS' : 'DEBTORS';
  const sort = oneOfParam(params, 'sort', sorts, '-balance');
  const q = params.get('q') ?? '';
  const request = { tab, date: dateParam(params, 'date'), sort, q: q || undefined } as const;
  const query = useQuery(debtorsQuery(companyId, { ...request, page: pageOf(params), pageSize }));
  const queryClient = useQueryClient();
  const list = query.data;

  const modelOf = useCallback(
    (list: DebtorsList, rows: DebtorsList['rows']): ReportModel => {
      const date = formatDate(`${list.date}T12:00:00Z`, language);
      const statement = (tafsiliId: number) => `/accounting/debitors-creditors/${tafsiliId}?to=${list.date}`;
      const body: ReportRow[] = rows.map((row) => ({
        key: String(row.tafsiliId),
        testId: `debtor-row-${row.code}`,
        cells: {
          code: { text: localDigits(row.code, language) },
          name: { text: row.name, to: statement(row.tafsiliId) },
          balance: amount(row.balance, statement(row.tafsiliId)),
          ...Object.fromEntries(buckets.map((bucket) => [bucket, amount(row[bucket])])),
          oldest: { text: row.oldestOpenDate ? formatDate(`${row.oldestOpenDate}T12:00:00Z`, language) : '' },
        },
      }));
      return {
        fileName: `${tab === 'DEBTORS' ? 'debtors' : 'creditors'}-${list.date}`,
        title: `${t(tab === 'DEBTORS' ? 'WEB_DEBTORS_TAB_DEBTORS' : 'WEB_DEBTORS_TAB_CREDITORS')} — ${t('WEB_DEBTORS_AT', { date })}`,
        columns: [
          { key: 'code', header: t('WEB_REPORT_CODE') },
          { key: 'name', header: t('WEB_DEBTORS_PERSON') },
          { key: 'balance', header: t('WEB_REPORT_BALANCE'), numeric: true },
          ...buckets.map((bucket) => ({ key: bucket, header: t(bucketKeys[bucket]), numeric: true })),
          { key: 'oldest', header: t('WEB_DEBTORS_OLDEST') },
        ],
        rows:
          body.length === 0
            ? []
            : [
                ...body,
                {
                  key: 'totals',
                  kind: 'total',
                  testId: 'debtors-totals',
                  cells: {
                    name: { text: t('WEB_REPORT_TOTALS') },
                    balance: amount(list.totals.balance),
                    ...Object.fromEntries(buckets.map((bucket) => [bucket, amount(list.totals[bucket])])),
                  },
                },
              ],
      };
    },
    [t, language, amount, tab],
  );
  const model = useMemo(() => list && modelOf(list, list.rows), [list, modelOf]);

  /** The export holds every matching person, read in the largest pages the server gives. */
  const loadWhole = async () => {
    const read = (page: number) =>
      queryClient.fetchQuery(debtorsQuery(companyId, { ...request, page, pageSize: maxPageSize }));
    let answer = await read(1);
    const rows = [...answer.rows];
    while (rows.length < answer.meta.total) {
      answer = await read(answer.meta.page + 1);
      rows.push(...answer.rows);
    }
    return modelOf(answer, rows);
  };

  return (
    <ReportFrame
      testId="debtors"
      query={query}
      model={model}
      loadWhole={loadWhole}
      filters={
        <>
          <SegmentedField
            legend={t('WEB_DEBTORS_TAB')}
            name="tab"
            value={tab}
            options={keyedOptions(t, tabKeys)}
            onChange={(next) => set({ tab: next === 'DEBTORS' ? 'debitors' : 'creditors', page: null })}
            testId="debtors-tab"
          />
          <ReportPeriodFilters single error={query.error} />
          <SearchBox value={q} onSearch={(text) => set({ q: text, page: null })} label={t('WEB_DEBTORS_SEARCH')} />
          <SegmentedField
            legend={t('WEB_DEBTORS_SORT')}
            name="sort"
            value={sort}
            options={sorts.map((value) => ({ value, label: t(sortKeys[value]) }))}
            onChange={(next) => set({ sort: next === '-balance' ? null : next, page: null })}
            testId="debtors-sort"
          />
        </>
      }
      summary={
        list && (
          <FigureSummary
            testId="debtors-summary"
            figures={[
              [t('WEB_DEBTORS_TOTAL_BALANCE'), amount(list.totals.balance), 'balance'],
              ...buckets.map((bucket): [string, ReturnType<typeof amount>, string] => [
                t(bucketKeys[bucket]),
                amount(list.totals[bucket]),
                bucket,
              ]),
            ]}
          />
        )
      }
      footer={list && <PagePager testId="debtors-pager" meta={list.meta} />}
    />
  );
}
