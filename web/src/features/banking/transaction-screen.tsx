import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Typography } from '../../ui/typography.tsx';
import { getTransactionQuery } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { Money } from './money.tsx';
import './bank.css';

/** /banking/transactions/{id}: a movement's receipt, printable. */
export function TransactionScreen() {
  const t = useT();
  const { language } = useLanguage();
  const id = Number(useParams().id);
  const { data: row, error } = useQuery({ ...getTransactionQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (error || !(Number.isInteger(id) && id > 0)) return <BankFailure error={error} />;
  if (!row) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  return (
    <section className="page-card" data-testid="receipt">
      <div className="bank-row">
        <Typography variant="h3" as="h2">
          {t(row.direction === 'CREDIT' ? 'WEB_BANK_RECEIPT_IN' : 'WEB_BANK_RECEIPT_OUT')}
        </Typography>
        <Button variant="outline" size="sm" className="bank-push" onClick={() => window.print()}>
          {t('WEB_BANK_PRINT')}
        </Button>
      </div>
      <dl className="bank-summary">
        <dt>{t('WEB_BANK_AMOUNT')}</dt>
        <dd className={`bank-big ${row.direction === 'CREDIT' ? 'bank-in' : 'bank-out'}`}>
          <Money rials={row.amount} testId="receipt-amount" />
        </dd>
        <dt>{t('WEB_BANK_DESCRIPTION')}</dt>
        <dd>{row.description}</dd>
        {row.counterparty && (
          <>
            <dt>{t('WEB_BANK_COUNTERPARTY')}</dt>
            <dd>{row.counterparty}</dd>
          </>
        )}
        <dt>{t('WEB_BANK_DATE')}</dt>
        <dd>{formatDate(row.occurredAt, language, { style: 'long', withTime: true })}</dd>
        <dt>{t('WEB_BANK_DEPOSIT')}</dt>
        <dd>
          {row.depositTitle} <span className="bank-ltr bank-muted">{row.depositNumber}</span>
        </dd>
        <dt>{t('WEB_BANK_CATEGORY')}</dt>
        <dd>{t(`WEB_BANK_CATEGORY_${row.category}`)}</dd>
        <dt>{t('WEB_BANK_BALANCE_AFTER')}</dt>
        <dd>
          <Money rials={row.balanceAfter} />
        </dd>
        <dt>{t('WEB_BANK_REFERENCE')}</dt>
        <dd className="bank-ltr" data-testid="receipt-reference">
          {localDigits(row.reference, language)}
        </dd>
      </dl>
    </section>
  );
}
