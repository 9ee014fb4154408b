import { areaKeys } from '../../lib/query/area-keys.ts';

/** Everything of a company's books, one key: a voucher saved anywhere in them marks every report stale. */
export const booksKey = (companyId: number) => [...areaKeys.accounting, companyId] as const;

/** A report's figures for a query, under the books' key. */
export const reportKey = (companyId: number, report: string, query: unknown) =>
  [...booksKey(companyId), 'report', report, query] as const;
