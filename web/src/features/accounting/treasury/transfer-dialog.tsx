import { type TreasuryTransferInput, treasuryTransferInputSchema } from '@daftar/contracts/endpoints/treasury-schemas';
import { useQuery } from '@tanstack/react-query';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { draftBinder } from '../../../ui/fields/field-binder.ts';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { DescriptionField, DocumentDateField, PlaceField, RialsField } from './document-fields.tsx';
import { TreasuryFormDialog, useTreasurySubmit } from './treasury-form.tsx';
import { allTreasuryAccountsQuery, apiClient, treasuryClient } from './treasury-queries.ts';
import { type TransferKind, useTreasuryScreen } from './treasury-parts.tsx';

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
  const { t, companyId } = useTreasuryScreen();
  const places = useQuery(allTreasuryAccountsQuery(companyId)).data?.data ?? [];
  const kept = useDraftFields({ form: `treasury-${kind.toLowerCase()}`, recordId: null });
  const [from, setFrom] = kept.field('from', '');
  const [to, setTo] = kept.field('to', toTafsiliId ? String(toTafsiliId) : '');
  const [amount, setAmount] = kept.field('amount', '');
  const [fee, setFee] = kept.field('fee', '');
  const [date, setDate] = kept.field('date', todayIso());
  const [reference, setReference] = kept.field('reference', '');
  const [description, setDescription] = kept.field('description', '');

  const form = useTreasurySubmit({
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
    send: (company, input) => treasuryClient.createTreasuryTransfer(apiClient, company, input),
    savedText: t('WEB_TREASURY_TRANSFER_SAVED'),
    onClose,
    draft: kept.draft,
  });
  const { error } = form;
  const bind = draftBinder(error, 'transfer');

  return (
    <TreasuryFormDialog
      id="treasury-transfer-form"
      open={open}
      title={t(titleKeys[kind])}
      onClose={onClose}
      form={form}
      saveTestId="transfer-save"
      failureTestId="transfer-error"
    >
      <PlaceField
        label={t('WEB_TREASURY_FROM')}
        places={places}
        value={from}
        onChange={setFrom}
        error={error('fromTafsiliId')}
        testId="transfer-from"
      />
      <PlaceField
        label={t('WEB_TREASURY_TO')}
        places={places.filter((place) => kind === 'TRANSFER' || place.kind === 'PETTY_CASH')}
        value={to}
        onChange={setTo}
        error={error('toTafsiliId')}
        testId="transfer-to"
      />
      <RialsField field={[amount, setAmount]} error={error('amount')} testId="transfer-amount" />
      {kind === 'TRANSFER' && (
        <AmountField
          label={t('WEB_TREASURY_FEE')}
          hint={t('WEB_TREASURY_FEE_HINT')}
          unit={t('WEB_CURRENCY_RIAL')}
          {...bind.value('fee', [fee, setFee])}
        />
      )}
      <DocumentDateField field={[date, setDate]} error={error('date')} testId="transfer-date" />
      <TextField label={t('WEB_TREASURY_REFERENCE')} {...bind.text('reference', [reference, setReference])} />
      <DescriptionField
        field={[description, setDescription]}
        error={error('description')}
        testId="transfer-description"
      />
    </TreasuryFormDialog>
  );
}
