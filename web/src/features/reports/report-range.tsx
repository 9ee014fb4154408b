import { useCallback } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { type SearchChanges, useSearchPatch } from '../../lib/routing/use-search-patch.ts';
import { DateField } from '../../ui/fields/date-field.tsx';

const isoDate = /^\d{4}-\d\d-\d\d$/;

/**
 * The report's filters live in the URL, so a report (and a saved filter set) is a link. `set` replaces the given
 * keys ('' or null removes one) and goes back to the first page.
 */
export function useSalesParams() {
  const { params, patch } = useSearchPatch();
  const set = useCallback((changes: SearchChanges) => patch(changes, { resetPage: true }), [patch]);
  const date = (name: string) => {
    const value = params.get(name);
    return value && isoDate.test(value) ? value : undefined;
  };
  const text = (name: string) => params.get(name) || undefined;
  const count = (name: string) => {
    const value = Number(params.get(name));
    return params.get(name) !== null && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  };
  return { params, set, date, text, count };
}

/** From and to in the page's calendar; left empty, the open fiscal year. The server's refusal shows on `to`. */
export function RangeFields({ error }: { error: Error | null }) {
  const t = useT();
  const { set, date } = useSalesParams();
  const refusal =
    error instanceof ApiError ? error.fieldErrors.find((field) => field.path === 'query.to')?.message : undefined;
  return (
    <>
      <DateField
        label={t('WEB_REPORT_FROM')}
        name="from"
        value={date('from') ?? ''}
        onChange={(iso) => set({ from: iso })}
        data-testid="sales-from"
      />
      <DateField
        label={t('WEB_REPORT_TO')}
        name="to"
        value={date('to') ?? ''}
        onChange={(iso) => set({ to: iso })}
        error={refusal ? t(refusal) : undefined}
        data-testid="sales-to"
      />
    </>
  );
}
