import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { localDigits } from '../../../lib/format/digits.ts';
import { SearchBox } from '../../../ui/list/search-box.tsx';
import { accountName } from '../account-picker.tsx';
import { flowTable } from '../report-figures.ts';
import type { ReportModel, ReportTools } from '../report-model.ts';
import { dateParam, periodSearch } from '../report-params.ts';
import { accountsQuery } from '../report-queries.ts';
import { BuiltReportFrame, useReportScreen } from '../report-screen.tsx';
import { PagePager } from './people-report-parts.tsx';
import { accountFlowPeopleQuery, accountFlowQuery } from './people-report-queries.ts';
import type { getPeopleAccountFlow, listPeopleAccountFlow } from './people-reports-client.ts';
import { StatementScreen } from './statement-screen.tsx';
import { pageOf } from '../../../lib/routing/page-param.ts';

const flowBase = '/accounting/reports/people-account-flow';

type AccountFlow = Awaited<ReturnType<typeof getPeopleAccountFlow>>;
type AccountFlowPeople = Awaited<ReturnType<typeof listPeopleAccountFlow>>;

/** Each moein account people appear under, its code and name opening the people under it. */
function accountFlowModel(flow: AccountFlow, { t, language, amount, periodText }: ReportTools): ReportModel {
  const window = periodSearch(flow.period);
  const people = (code: string) => `${flowBase}/${code}${window ? `?${window}` : ''}`;
  return {
    fileName: `people-account-flow-${flow.period.from}-${flow.period.to}`,
    title: `${t('WEB_PAGE_ACC_PEOPLE_ACCOUNT_FLOW')} — ${periodText(flow.period)}`,
    ...flowTable(flow, {
      t,
      amount,
      nameHeader: t('WEB_REPORT_ACCOUNT'),
      columns: [{ key: 'people', header: t('WEB_FLOW_PEOPLE'), numeric: true }],
      row: (row) => ({
        key: String(row.accountId),
        testId: `flow-account-${row.code}`,
        cells: {
          code: { text: localDigits(row.code, language), to: people(row.code) },
          name: { text: accountName(row, language), to: people(row.code) },
          people: { text: localDigits(String(row.people), language), value: row.people },
        },
      }),
    }),
  };
}

/** /accounting/reports/people-account-flow: each moein account people appear under, with their flow over a period. */
export function AccountFlowScreen() {
  const { companyId, params } = useReportScreen();
  const query = useQuery(accountFlowQuery(companyId, { from: dateParam(params, 'from'), to: dateParam(params, 'to') }));
  return <BuiltReportFrame testId="people-account-flow" query={query} build={accountFlowModel} period="range" />;
}

/** Each person under one account, a row opening their lines under it. */
function accountFlowPeopleModel(
  flow: AccountFlowPeople,
  { t, language, amount, periodText }: ReportTools,
): ReportModel {
  const window = periodSearch(flow.period);
  const details = (tafsiliId: number) => `${flowBase}/${flow.account.code}/details?tafsiliId=${tafsiliId}&${window}`;
  return {
    fileName: `people-account-flow-${flow.account.code}-${flow.period.from}-${flow.period.to}`,
    title: `${t('WEB_PAGE_ACC_PEOPLE_ACCOUNT_FLOW')} — ${localDigits(flow.account.code, language)} ${accountName(flow.account, language)} — ${periodText(flow.period)}`,
    ...flowTable(flow, {
      t,
      amount,
      nameHeader: t('WEB_DEBTORS_PERSON'),
      row: (row) => ({
        key: String(row.tafsiliId),
        testId: `flow-person-${row.code}`,
        to: details(row.tafsiliId),
        cells: {
          code: { text: localDigits(row.code, language) },
          name: { text: row.name, to: details(row.tafsiliId) },
        },
      }),
    }),
  };
}

/** /accounting/reports/people-account-flow/{accCode}: each person under one account; a name opens their lines. */
export function AccountFlowPeopleScreen() {
  const { t, companyId, params, set } = useReportScreen();
  const accountCode = useParams().accCode ?? '';
  const q = params.get('q') ?? '';
  const query = useQuery(
    accountFlowPeopleQuery(companyId, accountCode, {
      from: dateParam(params, 'from'),
      to: dateParam(params, 'to'),
      q: q || undefined,
      page: pageOf(params),
      pageSize: 50,
    }),
  );
  return (
    <BuiltReportFrame
      testId="people-account-flow-people"
      query={query}
      build={accountFlowPeopleModel}
      period="range"
      filters={
        <SearchBox value={q} onSearch={(text) => set({ q: text, page: null })} label={t('WEB_DEBTORS_SEARCH')} />
      }
      footer={(flow) => <PagePager testId="flow-pager" meta={flow.meta} />}
    />
  );
}

/** /accounting/reports/people-account-flow/{accCode}/details?tafsiliId=…: one person's lines under that account. */
export function AccountFlowDetailsScreen() {
  const { companyId } = useReportScreen();
  const accountCode = useParams().accCode ?? '';
  const accounts = useQuery(accountsQuery(companyId));
  const account = accounts.data?.find((candidate) => candidate.code === accountCode && candidate.level === 'MOEIN');
  if (!accounts.data) return null;
  return <StatementScreen accountId={account?.id ?? 0} />;
}
