import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { getCardQuery, refreshBank } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { updateCardBlock } from './banking-client.ts';
import { CardFace } from './card-face.tsx';
import { Statement } from './statement.tsx';
import './bank.css';

/** /banking/cards/{id}: the card, a switch to block or unblock it, and its purchases. */
export function CardScreen() {
  const t = useT();
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const { data: card, error } = useQuery(getCardQuery(id));
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
  return (
    <>
      <section className="page-card bank-row">
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
      </section>
      <Statement of={{ cardId: card.id }} fileName={`card-${card.id}`} />
    </>
  );
}
