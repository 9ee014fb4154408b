import { useQuery } from '@tanstack/react-query';
import type { AmountUnit } from '../format/format-amount.ts';
import { amountUnitQuery } from '../query/amount-unit-query.ts';

/** The company's unit for amounts: Rial until its setting has loaded. */
export function useAmountUnit(companyId: number): AmountUnit {
  return useQuery(amountUnitQuery(companyId)).data ?? 'RIAL';
}
