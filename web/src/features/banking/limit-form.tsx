import type { cardLimitInputSchema, depositLimitInputSchema } from '@daftar/contracts/endpoints/banking-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiFieldErrors } from '../../lib/forms/field-errors.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { Button } from '../../ui/button.tsx';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { refreshBank } from './api.ts';
import { Money } from './money.tsx';

export interface LimitFormProps {
  /** What the bank reports: the limit and what today's payments already used of it. */
  limited: { dailyLimit: number; usedToday: number };
  /** The contract's input schema: the deposit's and the card's have their own bank maximum. */
  schema: typeof depositLimitInputSchema | typeof cardLimitInputSchema;
  label: string;
  save(dailyLimit: number): Promise<unknown>;
  'data-testid': string;
}

/**
 * A daily limit (a deposit's, or a card's card to card): what today used, the limit in Rials, and Save. Checked
 * with the contract's schema before it is sent; the bank's refusal comes back under the same field.
 */
export function LimitForm({ limited, schema, label, save, 'data-testid': testId }: LimitFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => formatAmount(limited.dailyLimit, language));
  const [error, setError] = useState<string | undefined>();
  const saving = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await refreshBank(queryClient);
      notify.success('WEB_BANK_LIMIT_SAVED');
    },
    onError: (failure) => setError(apiFieldErrors(failure)?.dailyLimit ?? 'WEB_BANKING_LOAD_FAILED'),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = schema.safeParse({ dailyLimit: parseAmount(text) });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'INVALID_AMOUNT');
    setError(undefined);
    saving.mutate(checked.data.dailyLimit);
  }
  return (
    <form className="bank-form" onSubmit={submit} noValidate data-testid={testId}>
      <span className="bank-muted">
        {t('WEB_BANK_USED_TODAY')} <Money rials={limited.usedToday} />
      </span>
      <AmountField
        label={t(label)}
        value={text}
        onChange={setText}
        unit={t('WEB_CURRENCY_RIAL')}
        error={error ? t(error) : undefined}
        data-testid="limit-amount"
      />
      <Button type="submit" loading={saving.isPending} data-testid="limit-save">
        {t('WEB_FORM_SAVE')}
      </Button>
    </form>
  );
}
