import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { amountUnitQuery } from '../../lib/query/amount-unit-query.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { Typography } from '../../ui/typography.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { depositsQuery } from './api.ts';

/** The banking user's deposits, fetched with the banking token (re-exchanged by the client when it is refused). */
export function DepositsScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { data, isPending, error } = useQuery(depositsQuery);
  // Balances in the unit the active company's books show (Rial until known, or when the books say nothing).
  const companyId = useActiveCompanyId();
  const { data: unit = 'RIAL' } = useQuery({ ...amountUnitQuery(companyId ?? 0), enabled: companyId !== null });
  if (isPending) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  if (error) return <p className="form-error">{t('WEB_BANKING_LOAD_FAILED')}</p>;
  if (data.length === 0) return <EmptyState />;
  return (
    <ul className="card-list" data-testid="deposits">
      {data.map((deposit) => (
        <li key={deposit.id} className="page-card">
          <Typography variant="title">{deposit.title}</Typography>
          <Typography variant="body2" muted dir="ltr">
            {deposit.iban}
          </Typography>
          <Typography variant="body2" data-testid="deposit-balance">
            {formatAmount(deposit.balance, language, unit)} {t(amountUnitKeys[unit])}
          </Typography>
        </li>
      ))}
    </ul>
  );
}
