import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { depositsQuery, getCardQuery, refreshBank } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { updateCardBlock } from './banking-client.ts';
import { CardFace } from './card-face.tsx';
import { leftToday } from './left-today.ts';
import { Money } from './money.tsx';
import { Statement } from './statement.tsx';
import './bank.css';

/**
 * /banking/cards/{id}: the card, a switch to block or unblock it, its card-to-card limit with what today used and
 * what today's limits still leave (the card's and its deposit's, as a transfer is judged), and its purchases.
 */
export function CardScreen() {
  const t = useT();
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const { data: card, error } = useQuery(getCardQuery(id));
  const deposits = useQuery(depositsQuery);
  const block = useMutation({
    mutationFn: (blocked: boolean) => updateCardBlock(apiClient, id, blocked),
    onSuccess: async (saved) => {
      await refreshBank(queryClient);
      notify.success(saved.blocked ? 'WEB_BANK_CARD_BLOCKED_DONE' : 'WEB_BANK_CARD_UNBLOCKED_DONE');
    },
    onError: (failure) => notify.error(failure),
  });
  if (error) return <BankFailure error={error} />;
  if (!card) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  const left = deposits.data && leftToday('CARD', card.id, [card], deposits.data);
  return (
    <>
      <section className="page-card">
        <div className="bank-row">
          <CardFace card={card} />
          <Button
            className="bank-push"
            variant={card.blocked ? 'outline' : 'error'}
            loading={block.isPending}
            onClick={() => block.mutate(!card.blocked)}
            data-testid="card-block-toggle"
          >
            {t(card.blocked ? 'WEB_BANK_UNBLOCK_CARD' : 'WEB_BANK_BLOCK_CARD')}
          </Button>
        </div>
        <dl className="bank-summary bank-card-limits" data-testid="card-limits">
          <dt>{t('WEB_BANK_CARD_DAILY_LIMIT')}</dt>
          <dd>
            <Money rials={card.dailyLimit} testId="card-daily-limit" />
          </dd>
          <dt>{t('WEB_BANK_USED_TODAY')}</dt>
          <dd>
            <Money rials={card.usedToday} testId="card-used-today" />
          </dd>
          {left !== undefined && (
            <>
              <dt>{t('WEB_BANK_LEFT_TODAY')}</dt>
              <dd>
                <Money rials={left} testId="card-left-today" />
              </dd>
            </>
          )}
        </dl>
        <Link to="/banking/dashboard/management" data-testid="card-change-limit">
          {t('WEB_BANK_CHANGE_LIMIT')}
        </Link>
      </section>
      <Statement of={{ cardId: card.id }} fileName={`card-${card.id}`} />
    </>
  );
}
