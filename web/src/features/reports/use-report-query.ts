import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { fromLegacyQuery } from './legacy-filters.ts';
import { monthLabel } from './month-label.ts';
import { valueKey } from './report-fields.ts';

/**
 * A link or saved set in the shape before the filter builder is rewritten into conditions in place (the address
 * bar too); true until then, so the report does not ask for the old shape.
 */
export function useLegacyRewrite(kind: 'ADVANCE_INVOICE' | 'ADVANCE_CUSTOMER'): boolean {
  const [params, setParams] = useSearchParams();
  const rewritten = fromLegacyQuery(kind, params);
  useEffect(() => {
    if (rewritten) setParams(rewritten, { replace: true });
  }, [rewritten, setParams]);
  return rewritten !== undefined;
}

/** A group's name as it reads: a Jalali month, a status or yes/no translated, a place left empty named so. */
export function groupText(
  t: (key: string) => string,
  language: 'fa' | 'en',
  field: string,
  key: string,
  label: string,
): string {
  if (field === 'month') return monthLabel(t, key, language);
  const translated = valueKey(field, key);
  if (translated) return t(translated);
  if (key === '') return t('WEB_SALES_UNKNOWN_PLACE');
  return localDigits(label, language);
}
