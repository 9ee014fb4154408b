import type { Deposit } from '@daftar/contracts/endpoints/banking-schemas';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Typography } from '../../ui/typography.tsx';
import { Money } from './money.tsx';

/** Each deposit as a card: its title and type, IBAN and balance, opening its statement. */
export function DepositCards({ deposits }: { deposits: Deposit[] }) {
  const t = useT();
  return (
    <ul className="bank-grid" data-testid="deposits">
      {deposits.map((deposit) => (
        <li key={deposit.id} className="page-card" data-testid={`deposit-${deposit.id}`}>
          <Typography variant="title">
            <Link to={`/banking/deposits/${deposit.id}`}>{deposit.title}</Link>
          </Typography>
          <span className="bank-muted">
            {t(`WEB_BANK_DEPOSIT_TYPE_${deposit.type}`)} · <span className="bank-ltr">{deposit.number}</span>
          </span>
          <span className="bank-muted bank-ltr">{deposit.iban}</span>
          <span className="bank-big">
            <Money rials={deposit.balance} testId="deposit-balance" />
          </span>
        </li>
      ))}
    </ul>
  );
}
