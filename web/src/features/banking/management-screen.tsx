import type { Deposit } from '@daftar/contracts/endpoints/banking-schemas';
import { depositLimitInputSchema } from '@daftar/contracts/endpoints/banking-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { apiFieldErrors } from '../../lib/forms/field-errors.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { Button } from '../../ui/button.tsx';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { cardsQuery, depositsQuery, refreshBank } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { updateCardBlock, updateDepositLimit } from './banking-client.ts';
import { CardFace } from './card-face.tsx';
import { Money } from './money.tsx';
import './bank.css';

function LimitForm({ deposit }: { deposit: Deposit }) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => formatAmount(deposit.dailyLimit, language));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (dailyLimit: number) => updateDepositLimit(apiClient, deposit.id, dailyLimit),
    onSuccess: async () => {
      await refreshBank(queryClient);
      notify.success('WEB_BANK_LIMIT_SAVED');
    },
    onError: (failure) => setError(apiFieldErrors(failure)?.dailyLimit ?? 'WEB_BANKING_LOAD_FAILED'),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = depositLimitInputSchema.safeParse({ dailyLimit: parseAmount(text) });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'INVALID_AMOUNT');
    setError(undefined);
    save.mutate(checked.data.dailyLimit);
  }
  return (
    <form className="page-card bank-form" onSubmit={submit} noValidate data-testid={`limit-${deposit.id}`}>
      <Typography variant="title">
        <Link to={`/banking/deposits/${deposit.id}`}>{deposit.title}</Link>
      </Typography>
      <span className="bank-muted">
        {t('WEB_BANK_USED_TODAY')} <Money rials={deposit.usedToday} />
      </span>
      <AmountField
        label={t('WEB_BANK_DAILY_LIMIT')}
        value={text}
        onChange={setText}
        unit={t('WEB_CURRENCY_RIAL')}
        error={error ? t(error) : undefined}
        data-testid="limit-amount"
      />
      <Button type="submit" loading={save.isPending} data-testid="limit-save">
        {t('WEB_FORM_SAVE')}
      </Button>
    </form>
  );
}

/** Management: each deposit's daily limit, and blocking or unblocking each card. */
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
          <LimitForm key={deposit.id} deposit={deposit} />
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
          </li>
        ))}
      </ul>
    </>
  );
}
