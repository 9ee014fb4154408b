import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Typography } from '../../ui/typography.tsx';
import { cardsQuery } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { CardFace } from './card-face.tsx';
import { Money } from './money.tsx';
import './bank.css';

/** The user's cards with their card-to-card limits and today's use, each opening its page (purchases, block switch). */
export function CardsScreen() {
  const t = useT();
  const { data, error } = useQuery(cardsQuery);
  if (error) return <BankFailure error={error} />;
  if (!data) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  return (
    <ul className="bank-grid" data-testid="cards">
      {data.map((card) => (
        <li key={card.id} className="page-card">
          <Link to={`/banking/cards/${card.id}`} className="bank-card-link">
            <CardFace card={card} />
          </Link>
          <span className="bank-muted" data-testid="card-limit-line">
            {t('WEB_BANK_CARD_DAILY_LIMIT')}: <Money rials={card.dailyLimit} /> · {t('WEB_BANK_USED_TODAY')}{' '}
            <Money rials={card.usedToday} />
          </span>
        </li>
      ))}
    </ul>
  );
}
