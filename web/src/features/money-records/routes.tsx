import type { MoneyRecordKind } from '@daftar/contracts/endpoints/money-records-schemas';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { recordAreaPages } from '../../ui/record-not-found.tsx';
import { kindSpecs } from './money-record-kind.ts';
import { MoneyRecordListScreen } from './money-record-list-screen.tsx';
import { moneyRecordLoaders } from './money-record-loaders.ts';
import {
  MoneyRecordCopyScreen,
  MoneyRecordCreateScreen,
  MoneyRecordDetailScreen,
  MoneyRecordEditScreen,
} from './money-record-screens.tsx';

const IncomeList = () => <MoneyRecordListScreen kind="INCOME" />;
const ExpenseList = () => <MoneyRecordListScreen kind="EXPENSE" />;
const IncomeCreate = () => <MoneyRecordCreateScreen kind="INCOME" />;
const ExpenseCreate = () => <MoneyRecordCreateScreen kind="EXPENSE" />;

/**
 * The income and expense areas' lazy chunk (one for both): each page's screen with its loader. The loaders live
 * here, not in the route tree, so the contract's schemas stay out of the first download (the /login budget).
 */
export function moneyRecordPages(deps: RouteDeps, kind: MoneyRecordKind) {
  const loaders = moneyRecordLoaders(deps, kind);
  const page = recordAreaPages({
    title: 'MONEY_RECORD_NOT_FOUND',
    body: 'WEB_MONEY_NOT_FOUND_BODY',
    listPath: kindSpecs[kind].path,
    testId: 'money-not-found',
  });
  return {
    list: page.list(kind === 'INCOME' ? IncomeList : ExpenseList, loaders.list),
    create: page.list(kind === 'INCOME' ? IncomeCreate : ExpenseCreate, loaders.create),
    detail: page.record(MoneyRecordDetailScreen, loaders.record),
    edit: page.record(MoneyRecordEditScreen, loaders.record),
    copy: page.record(MoneyRecordCopyScreen, loaders.record),
  };
}
