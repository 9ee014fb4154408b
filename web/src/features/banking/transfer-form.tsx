import { transferInputSchema } from '@daftar/contracts/endpoints/banking-schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { Button } from '../../ui/button.tsx';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { cardsQuery, depositsQuery, savedAccountsQuery } from './api.ts';
import { leftToday } from './left-today.ts';
import { useMoneyText } from './money.tsx';

export type TransferKind = 'DEPOSIT' | 'CARD' | 'IBAN';
export type TransferInput = z.output<typeof transferInputSchema>;

const destinationLabels: Record<TransferKind, string> = {
  DEPOSIT: 'WEB_BANK_DESTINATION_DEPOSIT',
  CARD: 'WEB_BANK_DESTINATION_CARD',
  IBAN: 'WEB_BANK_DESTINATION_IBAN',
};
const placeholders: Record<TransferKind, string> = {
  DEPOSIT: '0101-850-1234567-1',
  CARD: '6037 9918 4523 6714',
  IBAN: 'IR00 0000 0000 0000 0000 0000 00',
};

/**
 * The first step of a transfer: where from (a deposit, or for card to card one of the user's unblocked cards), where
 * to (typed, or picked from the saved accounts), how much and why. Checked with the contract's schema before it is
 * sent, the check digits included; the bank's refusals come back under the same fields.
 */
export function TransferForm({
  kind,
  idempotencyKey,
  serverErrors,
  busy,
  onSubmit,
}: {
  kind: TransferKind;
  idempotencyKey: string;
  serverErrors: FieldErrors;
  busy: boolean;
  onSubmit(input: TransferInput): void;
}) {
  const t = useT();
  const money = useMoneyText();
  const { language } = useLanguage();
  const [search] = useSearchParams();
  const depositsAnswer = useQuery(depositsQuery);
  const cardsAnswer = useQuery(cardsQuery);
  const deposits = depositsAnswer.data ?? [];
  const cards = (cardsAnswer.data ?? []).filter((card) => !card.blocked);
  // Until the bank has answered where money can come from, Continue would only say "choose a source".
  const sourcesKnown = !(kind === 'CARD' ? cardsAnswer : depositsAnswer).isPending;
  const saved = (useQuery(savedAccountsQuery).data ?? []).filter(
    (account) => account.kind === (kind === 'CARD' ? 'CARD' : 'IBAN'),
  );
  const [values, setValues] = useState({
    source: search.get('from') ?? '',
    destination: '',
    amount: '',
    description: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const sources =
    kind === 'CARD'
      ? cards.map((card) => ({
          value: card.id,
          label: `${localDigits(card.maskedNumber, language)} — ${card.depositTitle}`,
        }))
      : deposits.map((deposit) => ({ value: deposit.id, label: `${deposit.title} — ${money(deposit.balance)}` }));
  const source = values.source || sources[0]?.value || '';
  const sourceField = kind === 'CARD' ? 'sourceCardId' : 'sourceDepositId';
  const left = leftToday(kind, source, cards, deposits);
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => (shown[field] ? t(shown[field]) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(transferInputSchema, {
      idempotencyKey,
      kind,
      [sourceField]: source,
      destination: toLatinDigits(values.destination),
      amount: parseAmount(values.amount) ?? Number.NaN,
      description: values.description,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.input);
  }

  return (
    <form className="page-card bank-form" onSubmit={submit} noValidate data-testid="transfer-form">
      <SelectField
        label={t(kind === 'CARD' ? 'WEB_BANK_SOURCE_CARD' : 'WEB_BANK_SOURCE_DEPOSIT')}
        value={source}
        onChange={(event) => set('source', event.target.value)}
        options={sources}
        error={errorOf(sourceField)}
        data-testid="transfer-source"
      />
      {saved.length > 0 && kind !== 'DEPOSIT' && (
        <SelectField
          label={t('WEB_BANK_PICK_SAVED')}
          placeholder={t('WEB_BANK_PICK_SAVED_NONE')}
          value=""
          onChange={(event) => set('destination', event.target.value)}
          options={saved.map((account) => ({ value: account.value, label: account.name }))}
          data-testid="transfer-saved"
        />
      )}
      <TextField
        label={t(destinationLabels[kind])}
        value={values.destination}
        onChange={(event) => set('destination', event.target.value)}
        placeholder={placeholders[kind]}
        dir="ltr"
        inputMode={kind === 'IBAN' ? 'text' : 'numeric'}
        autoComplete="off"
        error={errorOf('destination')}
        data-testid="transfer-destination"
      />
      <AmountField
        label={t('WEB_BANK_AMOUNT')}
        value={values.amount}
        onChange={(text) => set('amount', text)}
        unit={t('WEB_CURRENCY_RIAL')}
        hint={left === undefined ? undefined : `${t('WEB_BANK_LEFT_TODAY')} ${money(left)}`}
        error={errorOf('amount')}
        data-testid="transfer-amount"
      />
      <TextField
        label={t('WEB_BANK_TRANSFER_DESCRIPTION')}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errorOf('description')}
        data-testid="transfer-description"
      />
      <Button type="submit" loading={busy} disabled={!sourcesKnown} data-testid="transfer-continue">
        {t('WEB_BANK_CONTINUE')}
      </Button>
    </form>
  );
}
