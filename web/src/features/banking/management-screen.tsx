import { cardLimitInputSchema, depositLimitInputSchema } from '@daftar/contracts/endpoints/banking-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { cardsQuery, depositsQuery, refreshBank } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { updateCardBlock, updateCardLimit, updateDepositLimit } from './banking-client.ts';
import { CardFace } from './card-face.tsx';
import { LimitForm } from './limit-form.tsx';
import './bank.css';

/**
 * Management: each deposit's daily limit (transfers and bills), and each card's own card-to-card daily limit beside
 * blocking or unblocking it. A card-to-card transfer must fit both its card's limit and its deposit's.
 */
export function ManagementScreen() {
  const t = useT();
  const queryClient = useQueryClient();
  const deposits = useQuery(depositsQuery);
  const cards = useQuery(cardsQuery);
  const block = useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) => updateCardBlock(apiClient, id, blocked),
    onSuccess: async (saved) => {
      await refreshBank(queryClient);
      notify.success(saved.blocked ? 'WEB_BANK_CARD_BLOCKED_DONE' : 'WEB_BANK_CARD_UNBLOCKED_DONE');
    },
    onError: (failure) => notify.error(failure),
  });
  if (deposits.error) return <BankFailure error={deposits.error} />;
  return (
    <>
      <Typography variant="h4" as="h2">
        {t('WEB_BANK_DAILY_LIMITS')}
      </Typography>
      <div className="bank-grid">
        {deposits.data?.map((deposit) => (
          <section key={deposit.id} className="page-card">
            <Typography variant="title">
              <Link to={`/banking/deposits/${deposit.id}`}>{deposit.title}</Link>
            </Typography>
            <LimitForm
              limited={deposit}
              schema={depositLimitInputSchema}
              label="WEB_BANK_DAILY_LIMIT"
              save={(dailyLimit) => updateDepositLimit(apiClient, deposit.id, dailyLimit)}
              data-testid={`limit-${deposit.id}`}
            />
          </section>
        ))}
      </div>
      <Typography variant="h4" as="h2">
        {t('WEB_TAB_CARDS')}
      </Typography>
      <ul className="bank-grid">
        {cards.data?.map((card) => (
          <li key={card.id} className="page-card">
            <CardFace card={card} />
            <Button
              variant={card.blocked ? 'outline' : 'error'}
              size="sm"
              onClick={() => block.mutate({ id: card.id, blocked: !card.blocked })}
              data-testid={`block-${card.id}`}
            >
              {t(card.blocked ? 'WEB_BANK_UNBLOCK_CARD' : 'WEB_BANK_BLOCK_CARD')}
            </Button>
            <div className="bank-card-limit">
              <LimitForm
                limited={card}
                schema={cardLimitInputSchema}
                label="WEB_BANK_CARD_DAILY_LIMIT"
                save={(dailyLimit) => updateCardLimit(apiClient, card.id, dailyLimit)}
                data-testid={`limit-${card.id}`}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
