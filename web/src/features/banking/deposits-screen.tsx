import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Typography } from '../../ui/typography.tsx';
import { depositsQuery } from './api.ts';
import { DepositCards } from './deposit-cards.tsx';
import './bank.css';

/** The banking user's deposits, fetched with the banking token (re-exchanged by the client when it is refused). */
export function DepositsScreen() {
  const t = useT();
  const { data, isPending, error } = useQuery(depositsQuery);
  if (isPending) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  if (error) return <p className="form-error">{t('WEB_BANKING_LOAD_FAILED')}</p>;
  return (
    <>
      <div className="bank-row">
        <ButtonLink to="/banking/open-deposit" variant="outline" className="bank-push" data-testid="open-deposit-link">
          {t('WEB_BANK_OPEN_DEPOSIT')}
        </ButtonLink>
      </div>
      {data.length === 0 ? <EmptyState /> : <DepositCards deposits={data} />}
    </>
  );
}
