import {
  type TreasuryTransferInput,
  treasuryTransferInputSchema,
  type treasuryTransferKinds,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { allTreasuryAccountsQuery, apiClient, treasuryClient, treasuryMutation } from './treasury-queries.ts';
import { kindKeys, useTreasuryScreen } from './treasury-parts.tsx';

type TransferKind = (typeof treasuryTransferKinds)[number];
const titleKeys: Record<TransferKind, string> = {
  TRANSFER: 'WEB_TREASURY_NEW_TRANSFER',
  ADVANCE: 'WEB_TREASURY_NEW_ADVANCE',
  REPLENISHMENT: 'WEB_TREASURY_NEW_REPLENISHMENT',
};

/**
 * Money moved between two places in one voucher: a transfer between any two, or an advance or replenishment into a
 * petty-cash holder (the destination then lists holders only). A fee is paid by the source to bank charges.
 */
export function TransferDialog({
  kind,
  open,
  onClose,
  toTafsiliId,
}: {
  kind: TransferKind;
  open: boolean;
  onClose(): void;
  /** The destination to start with (the chosen holder). */
  toTafsiliId?: number;
}) {
  const { t, companyId, formatRials } = useTreasuryScreen();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const places = useQuery(allTreasuryAccountsQuery(companyId)).data?.data ?? [];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(toTafsiliId ? String(toTafsiliId) : '');
  const [amount, setAmount] = useState('');
  const [fee, setFee] = useState('');
  const [date, setDate] = useState(todayIso());
  const [reference, setReference] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    treasuryMutation(queryClient, companyId, (input: TreasuryTransferInput) =>
      treasuryClient.createTreasuryTransfer(apiClient, companyId, input),
    ),
  );
  const option = (place: (typeof places)[number]) => ({
    value: String(place.tafsiliId),
    label: `${place.name} — ${t(kindKeys[place.kind])} (${formatRials(place.balance)})`,
  });
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input: TreasuryTransferInput = {
      kind,
      date,
      fromTafsiliId: Number(from) || 0,
      toTafsiliId: Number(to) || 0,
      amount: parseAmount(amount) ?? 0,
      fee: parseAmount(fee) ?? 0,
      reference: reference || null,
      description: description || null,
    };
    const checked = checkInput(treasuryTransferInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync(input);
      void notify.success(t('WEB_TREASURY_TRANSFER_SAVED'));
      onClose();
    } catch (caught) {
      const fields = apiFieldErrors(caught);
      if (fields) setErrors(fields);
      else setFailure(errorText(caught));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(titleKeys[kind])}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form="treasury-transfer-form" loading={save.isPending} data-testid="transfer-save">
            {t('WEB_TREASURY_SAVE')}
          </Button>
        </>
      }
    >
      <form id="treasury-transfer-form" className="treasury-form" onSubmit={submit} noValidate>
        <SelectField
          label={t('WEB_TREASURY_FROM')}
          required
          placeholder={t('WEB_TREASURY_CHOOSE')}
          options={places.map(option)}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={error('fromTafsiliId')}
          data-testid="transfer-from"
        />
        <SelectField
          label={t('WEB_TREASURY_TO')}
          required
          placeholder={t('WEB_TREASURY_CHOOSE')}
          options={places.filter((place) => kind === 'TRANSFER' || place.kind === 'PETTY_CASH').map(option)}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={error('toTafsiliId')}
          data-testid="transfer-to"
        />
        <AmountField
          label={t('WEB_TREASURY_AMOUNT')}
          required
          unit={t('WEB_CURRENCY_RIAL')}
          value={amount}
          onChange={setAmount}
          error={error('amount')}
          data-testid="transfer-amount"
        />
        {kind === 'TRANSFER' && (
          <AmountField
            label={t('WEB_TREASURY_FEE')}
            hint={t('WEB_TREASURY_FEE_HINT')}
            unit={t('WEB_CURRENCY_RIAL')}
            value={fee}
            onChange={setFee}
            error={error('fee')}
            data-testid="transfer-fee"
          />
        )}
        <DateField
          label={t('WEB_TREASURY_DATE')}
          required
          value={date}
          onChange={setDate}
          error={error('date')}
          data-testid="transfer-date"
        />
        <TextField
          label={t('WEB_TREASURY_REFERENCE')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={error('reference')}
          data-testid="transfer-reference"
        />
        <TextField
          label={t('WEB_TREASURY_DESCRIPTION')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={error('description')}
          data-testid="transfer-description"
        />
        {failure && (
          <p className="report-error" role="alert" data-testid="transfer-error">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
