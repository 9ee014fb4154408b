import type { MoneyRecordKind } from '@daftar/contracts/endpoints/money-records-schemas';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { listQuery, parseListState } from '../../lib/list/list-state.ts';
import { amountUnitQuery } from '../../lib/query/amount-unit-query.ts';
import { recordIdParam } from '../../lib/routing/record-id.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { categoryAccountsQuery, getMoneyRecordQuery, listMoneyRecordsQuery, treasuryAccountsQuery } from './api.ts';
import { kindSpecs } from './money-record-kind.ts';
import { moneyRecordListSpec } from './money-record-list-spec.ts';

/** The route's `:id`; one that is no id at all is the API's "not found". */
export const moneyRecordIdParam = (value: string | undefined) => recordIdParam(value, 'MONEY_RECORD_NOT_FOUND');

/**
 * The loaders warm the cache with what the screens read: the page, the pickers' accounts, the amount unit. A
 * record's 404 is thrown to the route's error boundary; a record opened under the other kind's path (/income/7 for
 * an expense) is sent to its own. Other failures are left to the screen to show.
 */
export function moneyRecordLoaders({ queryClient }: RouteDeps, kind: MoneyRecordKind) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  const pickers = (companyId: number) =>
    warm(
      queryClient.query(amountUnitQuery(companyId)),
      queryClient.query(categoryAccountsQuery(companyId)),
      queryClient.query(treasuryAccountsQuery(companyId)),
    );
  return {
    list: async ({ request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      const state = parseListState(new URL(request.url).searchParams, moneyRecordListSpec);
      await Promise.all([
        warm(queryClient.query(listMoneyRecordsQuery(companyId, { ...listQuery(state), kind }))),
        pickers(companyId),
      ]);
      return null;
    },
    create: async () => {
      await pickers(requireActiveCompanyId());
      return null;
    },
    record: async ({ params, request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      const [record] = await Promise.all([
        queryClient.query(getMoneyRecordQuery(companyId, moneyRecordIdParam(params.id))),
        pickers(companyId),
      ]);
      if (record.kind === kind) return null;
      const url = new URL(request.url);
      return redirect(url.pathname.replace(kindSpecs[kind].path, kindSpecs[record.kind].path) + url.search);
    },
  };
}
