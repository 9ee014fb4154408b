import { type ChequeReceiveInput, chequeReceiveInputSchema } from '@daftar/contracts/endpoints/cheques-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../../lib/forms/field-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { type Party, PartyPicker } from './cheque-pickers.tsx';
import { apiClient, chequeMutation, chequesClient } from './cheque-queries.ts';

const textFields = [
  'sayadId',
  'serial',
  'bankName',
  'branch',
  'drawerName',
  'drawerNationalId',
  'description',
] as const;
type TextName = (typeof textFields)[number];
const labelKeys: Record<TextName, string> = {
  sayadId: 'WEB_CHEQUE_SAYAD_ID',
  serial: 'WEB_CHEQUE_SERIAL',
  bankName: 'WEB_CHEQUE_BANK',
  branch: 'WEB_CHEQUE_BRANCH',
  drawerName: 'WEB_CHEQUE_DRAWER',
  drawerNationalId: 'WEB_CHEQUE_DRAWER_NATIONAL_ID',
  description: 'WEB_CHEQUE_DESCRIPTION',
};

/**
 * A cheque received directly from any person (an invoice's cheque payment records its own): the paper's fields,
 * checked with the contract's schema, then the cheque's page.
 */
export function ChequeReceiveDialog({ onClose }: { onClose(): void }) {
  const { t, companyId } = useTreasuryScreen();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [party, setParty] = useState<Party | null>(null);
  const [date, setDate] = useState(todayIso());
  const [dueDate, setDueDate] = useState('');
  const [amount, setAmount] = useState('');
  const [texts, setTexts] = useState<Record<TextName, string>>(
    Object.fromEntries(textFields.map((name) => [name, ''])) as Record<TextName, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    chequeMutation(queryClient, companyId, (input: ChequeReceiveInput) =>
      chequesClient.receiveCheque(apiClient, companyId, input),
    ),
  );
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input: ChequeReceiveInput = {
      stakeholderId: party?.id ?? 0,
      date,
      dueDate,
      amount: parseAmount(amount) ?? 0,
      ...Object.fromEntries(textFields.map((name) => [name, texts[name] || null])),
      sayadId: texts.sayadId,
      bankName: texts.bankName,
    };
    const checked = checkInput(chequeReceiveInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const cheque = await save.mutateAsync(input);
      void notify.success(t('WEB_CHEQUE_RECEIVED'));
      onClose();
      await navigate(`/accounting/cheques/${cheque.id}`);
    } catch (caught) {
      const fields = apiFieldErrors(caught);
      if (fields) setErrors(fields);
      else setFailure(errorText(caught));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('WEB_CHEQUE_RECEIVE')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form="cheque-receive-form" loading={save.isPending} data-testid="cheque-receive-save">
            {t('WEB_TREASURY_SAVE')}
          </Button>
        </>
      }
    >
      <form id="cheque-receive-form" className="treasury-form" onSubmit={submit} noValidate>
        <PartyPicker
          label={t('WEB_CHEQUE_FROM_PERSON')}
          required
          value={party}
          onChange={setParty}
          error={error('stakeholderId')}
          data-testid="cheque-receive-person"
        />
        <AmountField
          label={t('WEB_CHEQUE_AMOUNT')}
          required
          unit={t('WEB_CURRENCY_RIAL')}
          value={amount}
          onChange={setAmount}
          error={error('amount')}
          data-testid="cheque-receive-amount"
        />
        <DateField
          label={t('WEB_CHEQUE_RECEIVED_ON')}
          required
          value={date}
          onChange={setDate}
          error={error('date')}
          data-testid="cheque-receive-date"
        />
        <DateField
          label={t('WEB_CHEQUE_DUE_DATE')}
          required
          value={dueDate}
          onChange={setDueDate}
          error={error('dueDate')}
          data-testid="cheque-receive-due"
        />
        {textFields.map((name) => (
          <TextField
            key={name}
            label={t(labelKeys[name])}
            required={name === 'sayadId' || name === 'bankName'}
            inputMode={name === 'sayadId' || name === 'drawerNationalId' ? 'numeric' : undefined}
            value={texts[name]}
            onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
            error={error(name)}
            data-testid={`cheque-receive-${name}`}
          />
        ))}
        {failure && (
          <p className="report-error" role="alert" data-testid="cheque-receive-error">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
