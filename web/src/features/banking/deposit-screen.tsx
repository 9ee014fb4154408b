import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Typography } from '../../ui/typography.tsx';
import { getDepositQuery } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { Money } from './money.tsx';
import { Statement } from './statement.tsx';
import './bank.css';

/** /banking/deposits/{id}: the deposit's numbers and balance, and its statement. */
export function DepositScreen() {
  const t = useT();
  const id = useParams().id ?? '';
  const { data: deposit, error } = useQuery(getDepositQuery(id));
  if (error) return <BankFailure error={error} />;
  if (!deposit) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  return (
    <>
      <section className="page-card">
        <div className="bank-row">
          <Typography variant="h3" as="h2">
            {deposit.title}
          </Typography>
          <ButtonLink to={`/banking/transfer/deposit?from=${deposit.id}`} size="sm" className="bank-push">
            {t('WEB_BANK_NEW_TRANSFER')}
          </ButtonLink>
        </div>
        <dl className="bank-summary">
          <dt>{t('WEB_BANK_DEPOSIT_NUMBER')}</dt>
          <dd className="bank-ltr">{deposit.number}</dd>
          <dt>{t('WEB_BANK_IBAN')}</dt>
          <dd className="bank-ltr">{deposit.iban}</dd>
          <dt>{t('WEB_BANK_DEPOSIT_TYPE')}</dt>
          <dd>{t(`WEB_BANK_DEPOSIT_TYPE_${deposit.type}`)}</dd>
          <dt>{t('WEB_BANK_BALANCE')}</dt>
          <dd className="bank-big">
            <Money rials={deposit.balance} testId="deposit-screen-balance" />
          </dd>
          <dt>{t('WEB_BANK_DAILY_LIMIT')}</dt>
          <dd>
            <Money rials={deposit.dailyLimit} /> ({t('WEB_BANK_USED_TODAY')} <Money rials={deposit.usedToday} />)
          </dd>
        </dl>
      </section>
      <Statement of={{ depositId: deposit.id }} fileName={`statement-${localDigits(deposit.number, 'en')}`} />
    </>
  );
}
