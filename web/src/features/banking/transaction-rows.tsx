import type { BankTransaction } from '@daftar/contracts/endpoints/banking-schemas';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { useMoneyText } from './money.tsx';

/**
 * Movements as a statement: date, description, the amount (+ in, − out) and the balance after it. Each row opens
 * its receipt. A table on a wide screen; on a phone each row stacks (bank.css).
 */
export function TransactionRows({ rows, showBalance = true }: { rows: BankTransaction[]; showBalance?: boolean }) {
  const t = useT();
  const { language } = useLanguage();
  const money = useMoneyText();
  if (rows.length === 0) return <p className="bank-muted">{t('WEB_BANK_NO_TRANSACTIONS')}</p>;
  return (
    <table className="bank-table" data-testid="bank-transactions">
      <thead>
        <tr>
          <th>{t('WEB_BANK_DATE')}</th>
          <th>{t('WEB_BANK_DESCRIPTION')}</th>
          <th>{t('WEB_BANK_AMOUNT')}</th>
          {showBalance && <th>{t('WEB_BANK_BALANCE_AFTER')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="bank-transaction">
            <td data-label={t('WEB_BANK_DATE')}>{formatDate(row.occurredAt, language, { withTime: true })}</td>
            <td data-label={t('WEB_BANK_DESCRIPTION')}>
              <Link to={`/banking/transactions/${row.id}`}>{row.description}</Link>
              <span className="bank-muted bank-category">{t(`WEB_BANK_CATEGORY_${row.category}`)}</span>
            </td>
            <td data-label={t('WEB_BANK_AMOUNT')} className={row.direction === 'CREDIT' ? 'bank-in' : 'bank-out'}>
              {row.direction === 'CREDIT' ? '+' : '−'}
              {money(row.amount)}
            </td>
            {showBalance && <td data-label={t('WEB_BANK_BALANCE_AFTER')}>{money(row.balanceAfter)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
