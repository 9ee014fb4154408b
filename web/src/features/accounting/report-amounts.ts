import { type AmountUnit, formatAmount } from '../../lib/format/format-amount.ts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import type { ReportCell } from './report-model.ts';
import { accountingSettingsQuery } from './report-queries.ts';

/**
 * Figures in the unit the accounting settings choose (Rial until they load): `amount(rials)` is the cell a report
 * shows, text for the screen and the number in that unit for a spreadsheet.
 */
export function useReportAmounts() {
  const { language } = useLanguage();
  const settings = useQuery(accountingSettingsQuery(requireActiveCompanyId()));
  const unit: AmountUnit = settings.data?.amountUnit ?? 'RIAL';
  const amount = useCallback(
    (rials: number, to?: string): ReportCell => ({
      text: formatAmount(rials, language, unit),
      value: unit === 'TOMAN' ? rials / 10 : rials,
      ...(to ? { to } : {}),
    }),
    [language, unit],
  );
  return { amount, unit, language };
}
