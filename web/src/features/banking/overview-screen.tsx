import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Typography } from '../../ui/typography.tsx';
import { depositsQuery, transactionsQuery } from './api.ts';
import { DepositCards } from './deposit-cards.tsx';
import { Money } from './money.tsx';
import { TransactionRows } from './transaction-rows.tsx';
import './bank.css';

/** The dashboard's first tab: the total and each deposit's balance, quick actions, and the latest movements. */
export function OverviewScreen() {
  const t = useT();
  const deposits = useQuery(depositsQuery);
  // After the deposits: arriving with a new ?code there is no banking token yet, and the first call's re-exchange
  // (SPEC §8) gets it; two calls at once would each exchange the code.
  const recent = useQuery({ ...transactionsQuery({ page: 1, pageSize: 8 }), enabled: deposits.isSuccess });
  if (deposits.isPending) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  if (deposits.error) return <p className="form-error">{t('WEB_BANKING_LOAD_FAILED')}</p>;
  const total = deposits.data.reduce((sum, deposit) => sum + deposit.balance, 0);
  return (
    <>
      <section className="page-card bank-row" aria-label={t('WEB_BANK_TOTAL_BALANCE')}>
        <div>
          <span className="bank-muted">{t('WEB_BANK_TOTAL_BALANCE')}</span>
          <div className="bank-big">
            <Money rials={total} testId="bank-total" />
          </div>
        </div>
        <div className="bank-row bank-push">
          <ButtonLink to="/banking/transfer/card" data-testid="quick-transfer">
            {t('WEB_BANK_NEW_TRANSFER')}
          </ButtonLink>
          <ButtonLink to="/banking/dashboard/bills" variant="outline">
            {t('WEB_BANK_PAY_BILL')}
          </ButtonLink>
        </div>
      </section>
      <DepositCards deposits={deposits.data} />
      <Typography variant="h4" as="h2">
        {t('WEB_BANK_RECENT')}
      </Typography>
      {recent.data && <TransactionRows rows={recent.data.data} />}
    </>
  );
}
