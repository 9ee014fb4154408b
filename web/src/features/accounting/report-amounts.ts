import { useCallback } from 'react';
import { useAmountUnit } from './amount-unit.ts';
import type { ReportCell } from './report-model.ts';

/**
 * Figures in the unit the accounting settings choose (`useAmountUnit`): `amount(rials)` is the cell a report
 * shows, text for the screen and the number in that unit for a spreadsheet.
 */
export function useReportAmounts() {
  const { unit, language, formatRials } = useAmountUnit();
  const amount = useCallback(
    (rials: number, to?: string): ReportCell => ({
      text: formatRials(rials),
      value: unit === 'TOMAN' ? rials / 10 : rials,
      ...(to ? { to } : {}),
    }),
    [formatRials, unit],
  );
  return { amount, unit, language };
}
