import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { DateField } from '../../ui/fields/date-field.tsx';

const isoDate = /^\d{4}-\d\d-\d\d$/;

/**
 * The report's filters live in the URL, so a report (and a saved filter set) is a link. `set` replaces the given
 * keys ('' or null removes one) and goes back to the first page.
 */
export function useSalesParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | number | null | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
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
