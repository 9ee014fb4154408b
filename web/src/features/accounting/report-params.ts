import { ledgerCursorSchema } from '@daftar/contracts/endpoints/accounting-reports';
import { useCallback } from 'react';
import { useSearchPatch } from '../../lib/routing/use-search-patch.ts';

const isoDate = /^\d{4}-\d\d-\d\d$/;

/**
 * A report's filters live in the URL (?from=…&to=…&level=…), so a report is a link: reloaded, shared, printed or
 * reached from another report's figure it shows the same rows. `set` replaces the given keys ('' or null removes one).
 */
export function useReportParams() {
  const { params, patch } = useSearchPatch();
  const set = useCallback((changes: Record<string, string | number | null>) => patch(changes), [patch]);
  return { params, set };
}

/** A date of the URL, when it is one; anything else is left to the server's default (the open year's bounds). */
export function dateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value && isoDate.test(value) ? value : undefined;
}

/** A ledger's (date, id) cursor of the URL, when it is one. */
export function cursorParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value && ledgerCursorSchema.safeParse(value).success ? value : undefined;
}

export function idParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function oneOfParam<V extends string>(params: URLSearchParams, name: string, values: readonly V[], fallback: V) {
  const value = params.get(name);
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** The period part of a report link: from and to when set, for drilling down into the same window. */
export function periodSearch(period: { from?: string | undefined; to?: string | undefined }): string {
  const search = new URLSearchParams();
  if (period.from) search.set('from', period.from);
  if (period.to) search.set('to', period.to);
  return search.toString();
}
