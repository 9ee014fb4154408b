import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { amountUnitQuery } from '../../lib/query/amount-unit-query.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';

/**
 * Amounts of the bank in the unit the active company's books show (Rial until known, or when the books say
 * nothing), with the unit's name: `۱۲۵٬۰۰۰٬۰۰۰ ریال`.
 */
export function useMoneyText(): (rials: number) => string {
  const t = useT();
  const { language } = useLanguage();
  const companyId = useActiveCompanyId();
  const { data: unit = 'RIAL' } = useQuery({ ...amountUnitQuery(companyId ?? 0), enabled: companyId !== null });
  return (rials) => `${formatAmount(rials, language, unit)} ${t(amountUnitKeys[unit])}`;
}

export function Money({ rials, testId }: { rials: number; testId?: string }) {
  const money = useMoneyText();
  return (
    <span className="bank-money" data-testid={testId}>
      {money(rials)}
    </span>
  );
}
