import {
  type TreasuryTransferInput,
  treasuryTransferInputSchema,
  type treasuryTransferKinds,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDialogSubmit } from '../../../ui/fields/use-dialog-submit.ts';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { FormDialog } from '../../../ui/modal/form-dialog.tsx';
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
  const queryClient = useQueryClient();
  const places = useQuery(allTreasuryAccountsQuery(companyId)).data?.data ?? [];
  const kept = useDraftFields({ form: `treasury-${kind.toLowerCase()}`, recordId: null });
  const [from, setFrom] = kept.field('from', '');
  const [to, setTo] = kept.field('to', toTafsiliId ? String(toTafsiliId) : '');
  const [amount, setAmount] = kept.field('amount', '');
  const [fee, setFee] = kept.field('fee', '');
  const [date, setDate] = kept.field('date', todayIso());
  const [reference, setReference] = kept.field('reference', '');
  const [description, setDescription] = kept.field('description', '');
  const save = useMutation(
    treasuryMutation(queryClient, companyId, (input: TreasuryTransferInput) =>
      treasuryClient.createTreasuryTransfer(apiClient, companyId, input),
    ),
  );
  const option = (place: (typeof places)[number]) => ({
    value: String(place.tafsiliId),
    label: `${place.name} — ${t(kindKeys[place.kind])} (${formatRials(place.balance)})`,
  });

  const form = useDialogSubmit({
    schema: treasuryTransferInputSchema,
    values: (): TreasuryTransferInput => ({
      kind,
      date,
      fromTafsiliId: Number(from) || 0,
      toTafsiliId: Number(to) || 0,
      amount: parseAmount(amount) ?? 0,
      fee: parseAmount(fee) ?? 0,
      reference: reference || null,
      description: description || null,
    }),
    send: save.mutateAsync,
    savedText: t('WEB_TREASURY_TRANSFER_SAVED'),
    onClose,
    draft: kept.draft,
  });
  const { error } = form;

  return (
    <FormDialog
      id="treasury-transfer-form"
      className="treasury-form"
      open={open}
      title={t(titleKeys[kind])}
      onClose={onClose}
      form={form}
      saveLabel={t('WEB_TREASURY_SAVE')}
      saveTestId="transfer-save"
      failureTestId="transfer-error"
    >
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
    </FormDialog>
  );
}
