import {
  type ChequeAction,
  type ChequeStepFields,
  type ChequeStepInput,
  type ChequeUndoInput,
  chequeStepInputSchema,
  chequeUndoInputSchema,
} from '@daftar/contracts/endpoints/cheques-schemas';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { CheckboxField } from '../../../ui/fields/checkbox-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { draftBinder } from '../../../ui/fields/field-binder.ts';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { actionKeys } from './cheque-labels.ts';
import { type Party, PartyPicker, useBankOptions } from './cheque-pickers.tsx';
import { apiClient, chequesClient } from './cheque-queries.ts';
import { TreasuryFormDialog, useTreasurySubmit } from '../treasury/treasury-form.tsx';

export type DialogAction = ChequeAction | 'UNDO';

/** The step's input as the server takes it, from what the dialog holds. */
function stepInput(
  action: ChequeAction,
  fields: { date: string; bank: string; reason: string; returnToDrawer: boolean; party: Party | null },
): ChequeStepInput {
  const reason = fields.reason.trim() || null;
  switch (action) {
    case 'DEPOSIT':
      return { action, date: fields.date, bankTafsiliId: Number(fields.bank) || 0 };
    case 'BOUNCE':
      return { action, date: fields.date, reason: fields.reason, returnToDrawer: fields.returnToDrawer };
    case 'ENDORSE':
      return { action, date: fields.date, stakeholderId: fields.party?.id ?? 0 };
    case 'CLEAR':
      return { action, date: fields.date };
    default:
      return { action, date: fields.date, reason };
  }
}

/**
 * One step on a cheque as a short dialog: its date and what the step needs (the bank it is deposited at, the
 * reason it bounced and whether it goes back to the drawer, the person it is endorsed to). UNDO asks only the date
 * a FINAL voucher is reversed on.
 */
export function ChequeStepDialog({
  chequeId,
  action,
  onClose,
}: {
  chequeId: number;
  action: DialogAction;
  onClose(): void;
}) {
  const { t } = useTreasuryScreen();
  const banks = useBankOptions();
  const kept = useDraftFields({ form: `cheque-step-${action}`, recordId: chequeId });
  const [date, setDate] = kept.field('date', todayIso());
  const [bank, setBank] = kept.field('bank', '');
  const [reason, setReason] = kept.field('reason', '');
  const [returnToDrawer, setReturnToDrawer] = kept.field('returnToDrawer', false);
  const [party, setParty] = kept.field<Party | null>('party', null);
  const form = useTreasurySubmit({
    draft: kept.draft,
    schema: action === 'UNDO' ? chequeUndoInputSchema : chequeStepInputSchema,
    values: () =>
      action === 'UNDO' ? { date: date || null } : stepInput(action, { date, bank, reason, returnToDrawer, party }),
    send: (companyId, input: ChequeStepFields | ChequeUndoInput) =>
      'action' in input
        ? chequesClient.addChequeStep(apiClient, companyId, chequeId, input)
        : chequesClient.undoChequeStep(apiClient, companyId, chequeId, input),
    savedText: t('WEB_CHEQUE_STEP_SAVED'),
    onClose,
  });
  const bind = draftBinder(form.error, 'cheque-step');

  return (
    <TreasuryFormDialog
      name="cheque-step"
      title={t(actionKeys[action])}
      onClose={onClose}
      form={form}
      saveLabel={t(actionKeys[action])}
    >
      {action === 'UNDO' && <p data-testid="cheque-undo-body">{t('WEB_CHEQUE_UNDO_BODY')}</p>}
      <DateField
        label={t(action === 'UNDO' ? 'WEB_CHEQUE_UNDO_DATE' : 'WEB_CHEQUE_STEP_DATE')}
        required={action !== 'UNDO'}
        {...bind.value('date', [date, setDate])}
      />
      {action === 'DEPOSIT' && (
        <SelectField
          label={t('WEB_CHEQUE_DEPOSIT_AT')}
          required
          placeholder={t('WEB_TREASURY_CHOOSE')}
          options={banks}
          {...bind.text('bankTafsiliId', [bank, setBank], 'bank')}
        />
      )}
      {action === 'ENDORSE' && (
        <PartyPicker
          label={t('WEB_CHEQUE_ENDORSE_TO')}
          required
          {...bind.value('stakeholderId', [party, setParty], 'person')}
        />
      )}
      {(action === 'BOUNCE' || action === 'RETURN' || action === 'CANCEL') && (
        <TextField
          label={t('WEB_CHEQUE_REASON')}
          required={action === 'BOUNCE'}
          {...bind.text('reason', [reason, setReason])}
        />
      )}
      {action === 'BOUNCE' && (
        <CheckboxField
          label={t('WEB_CHEQUE_RETURN_TO_DRAWER')}
          checked={returnToDrawer}
          onChange={(event) => setReturnToDrawer(event.target.checked)}
          data-testid="cheque-step-return"
        />
      )}
    </TreasuryFormDialog>
  );
}
