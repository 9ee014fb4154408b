import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { type AmountUnit, formatAmount } from '../../lib/format/format-amount.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { accountingSettingsQuery } from './report-queries.ts';

/**
 * The unit the books show amounts in: the accounting settings' Rial or Toman (Rial until they load), and
 * `formatRials(rials)` for a figure in it. Every screen of the books (reports, the journal, a voucher) formats its
 * amounts through this one hook, so the setting holds everywhere. Amounts are typed in Rials (exact, as stored).
 */
export function useAmountUnit() {
  const { language } = useLanguage();
  const settings = useQuery(accountingSettingsQuery(requireActiveCompanyId()));
  const unit: AmountUnit = settings.data?.amountUnit ?? 'RIAL';
  const formatRials = useCallback((rials: number) => formatAmount(rials, language, unit), [language, unit]);
  return { unit, language, formatRials };
}
